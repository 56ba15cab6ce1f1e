// Small helpers shared by the views.

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

// letter names heap i: A, B, C, ...
export const letter = (i) => String.fromCharCode(65 + i);

// ms returns the time since t0 in milliseconds, rounded to a tenth.
export const ms = (t0) => Math.round((performance.now() - t0) * 10) / 10;
