// The state of the calculator view: its history, each entry an answer of
// the engine ({expr, decimal, hex}), shown newest first; calc.js draws it.

// maxShown is the number of digits of a value the history shows; values
// of the command's range run to 315653 digits.
export const maxShown = 2000;

// shown returns the text of value the history shows: the value, or its
// first maxShown digits and its length.
export function shown(value) {
	if (value.length <= maxShown) {
		return value;
	}
	return `${value.slice(0, maxShown)}… (${value.length} digits in all)`;
}

// entries returns the lines of the history in base ("decimal" or "hex"),
// newest first: the expression, the value shown, and the value in decimal.
export const entries = (history, base) => history.map((h) => ({ expr: h.expr, shown: shown(h[base]), decimal: h.decimal })).reverse();
