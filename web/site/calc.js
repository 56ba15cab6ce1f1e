// The calculator view: the command's eval, with a history and a switch
// between decimal and hex.
import { $, el, Errors } from "./ui.js";

// maxShown is the number of digits of a value the history shows; values
// of the command's range run to 315653 digits.
const maxShown = 2000;

export function initCalc(engine) {
	const errors = new Errors({ expr: "calc-expr" }, "calc-expr");
	const history = []; // {expr, decimal, hex}

	const base = () => document.querySelector('input[name="base"]:checked').value;

	function shown(value) {
		if (value.length <= maxShown) {
			return value;
		}
		return `${value.slice(0, maxShown)}… (${value.length} digits in all)`;
	}

	function render() {
		const b = base();
		$("calc-history").replaceChildren(...history.map((h) => el("li", {},
			el("button", { type: "button", className: "again", textContent: h.expr, title: "evaluate again", "aria-label": `put ${h.expr} back in the expression` }),
			el("span", { textContent: " = " }),
			el("output", { className: "value", textContent: shown(h[b]), "data-decimal": h.decimal }))).reverse());
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
