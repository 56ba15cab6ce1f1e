// The calculator view: the command's eval, with a history and a switch
// between decimal and hex. This is the renderer; calc-state.js holds what
// the history shows.
import { $, el, Errors } from "./ui.js";
import { entries } from "./calc-state.js";

export function initCalc(engine) {
	const errors = new Errors({ expr: "calc-expr" }, "calc-expr");
	const history = []; // {expr, decimal, hex}

	const base = () => document.querySelector('input[name="base"]:checked').value;

	function render() {
		$("calc-history").replaceChildren(...entries(history, base()).map((h) => el("li", {},
			el("button", { type: "button", className: "again", textContent: h.expr, title: "evaluate again", "aria-label": `put ${h.expr} back in the expression` }),
			el("span", { textContent: " = " }),
			el("output", { className: "value", textContent: h.shown, "data-decimal": h.decimal }))));
	}

	// The field starts with an example. Focusing it while it holds the
	// example selects it, so that what is typed replaces it; a click would
	// otherwise put the caret in it, hence the mouseup (a second click
	// does).
	const expr = $("calc-expr");
	const example = () => expr.value === expr.defaultValue;
	expr.addEventListener("focus", () => example() && expr.select());
	expr.addEventListener("mouseup", (e) => example() && expr.selectionEnd - expr.selectionStart === expr.value.length && e.preventDefault());

	$("calc-form").addEventListener("submit", async (e) => {
		e.preventDefault();
		errors.clear();
		try {
			const r = await engine.call("eval", $("calc-expr").value);
			if (errors.show(r)) {
				return;
			}
			history.push(r);
			render();
			$("calc-expr").select();
		} catch (err) {
			errors.fail(err);
		}
	});
	for (const radio of document.querySelectorAll('input[name="base"]')) {
		radio.addEventListener("change", render);
	}
	$("calc-history").addEventListener("click", (e) => {
		const b = e.target.closest("button.again");
		if (b) {
			$("calc-expr").value = b.textContent;
			$("calc-expr").focus();
		}
	});
	for (const b of document.querySelectorAll("#calc .example")) {
		b.addEventListener("click", () => {
			$("calc-expr").value = b.textContent;
			$("calc-form").requestSubmit();
		});
	}
	$("calc-clear").addEventListener("click", () => {
		history.length = 0;
		render();
	});
}
