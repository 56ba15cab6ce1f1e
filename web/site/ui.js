// Small helpers of the DOM shared by the views' renderers; the pure ones
// are in state.js.
import { hintNote, thinkingStatus } from "./state.js";

export const $ = (id) => document.getElementById(id);

// el returns a new element with the given attributes (className, textContent
// and other properties; data-* and aria-* as attributes) and children.
export function el(tag, attrs = {}, ...children) {
	const e = document.createElement(tag);
	for (const [k, v] of Object.entries(attrs)) {
		if (k.startsWith("data-") || k.startsWith("aria-") || k === "scope" || k === "role") {
			e.setAttribute(k, v);
		} else {
			e[k] = v;
		}
	}
	e.append(...children);
	return e;
}

// Errors shows the errors of the engine beside the inputs that caused them.
// fields maps the engine's input names to the ids of the page's inputs; an
// input's message goes to the element ID-error, and an error of no known
// input to the element fallback.
export class Errors {
	constructor(fields, fallback) {
		this.fields = fields;
		this.fallback = fallback;
	}

	clear() {
		for (const id of new Set([...Object.values(this.fields), this.fallback])) {
			const input = $(id);
			if (input && input.tagName !== "SPAN") {
				input.removeAttribute("aria-invalid");
			}
			const msg = $(id + "-error") || $(id);
			if (msg && msg.classList.contains("error")) {
				msg.textContent = "";
			}
		}
	}

	// show shows the error of result, if it has one, and reports whether
	// it had.
	show(result) {
		if (!result || typeof result.error !== "string") {
			return false;
		}
		const id = this.fields[result.input] || this.fallback;
		const input = $(id);
		if (input && input.tagName !== "SPAN") {
			input.setAttribute("aria-invalid", "true");
			input.focus();
		}
		($(id + "-error") || input).textContent = result.error;
		return true;
	}

	// fail shows an error of the engine itself (a call that was stopped).
	fail(err) {
		($(this.fallback + "-error") || $(this.fallback)).textContent = err.message || String(err);
	}
}

// ms returns the time since t0 in milliseconds, rounded to a tenth.
export const ms = (t0) => Math.round((performance.now() - t0) * 10) / 10;

// showHints lists in the list id the winning moves of the analysis a, each
// an item made by item(move), and says none when there is none.
export function showHints(id, a, item, none) {
	const items = a.moves.map(item);
	const note = hintNote(a, none);
	if (note !== null) {
		items.push(el("li", { textContent: note }));
	}
	$(id).replaceChildren(...items);
}

// computerTurn makes the computer's move in the game of a view: it marks
// the game busy and says so in the view's status line, runs move (which
// asks the engine, applies the move, and reports whether it could), keeps
// the time it took in view.dataset.computerMs, and shows a failure beside
// the board. It is the one place that sets and clears game.busy, which the
// views only read.
export async function computerTurn(view, game, render, status, errors, move) {
	const t0 = performance.now();
	game.busy = true;
	render();
	status(thinkingStatus);
	try {
		if (await move()) {
			view.dataset.computerMs = ms(t0);
		}
	} catch (err) {
		errors.fail(err);
	} finally {
		game.busy = false;
		if ($(view.id + "-status").textContent === thinkingStatus) {
			status(""); // the move failed, and said why beside the board
		}
		render();
	}
}
