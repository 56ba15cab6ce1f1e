// Pure helpers shared by the views' state modules: no DOM, so that node's
// test runner checks them (web/jstest).

// letter names heap i as the engine's messages do: A to Z, then AA, AB,
// ... as the columns of a spreadsheet.
export function letter(i) {
	let name = "";
	for (i++; i > 0; i = Math.floor((i - 1) / 26)) {
		name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
	}
	return name;
}

// randomHeaps returns, as text, from count[0] to count[1] heaps of from
// size[0] to size[1] tokens each, drawn with random, a function that
// returns numbers in [0, 1) as Math.random does.
export function randomHeaps(count, size, random = Math.random) {
	const pick = ([lo, hi]) => lo + Math.floor(random() * (hi - lo + 1));
	return Array.from({ length: pick(count) }, () => pick(size)).join(" ");
}

// hintNote returns the line that follows the winning moves of the analysis
// a in a list of hints: none when there is no move, a note that more were
// found than shown when a.more, and null otherwise.
export function hintNote(a, none) {
	if (a.moves.length === 0) {
		return none;
	}
	return a.more ? `… and more (the first ${a.moves.length} are shown)` : null;
}

// thinkingStatus is the status line of a view while the computer moves.
export const thinkingStatus = "The computer is thinking…";
