// The state of the Turning Corners view: the board, the move being chosen,
// the coins a move turned, and the texts, as plain values; corners.js
// draws them. A board of size n holds its coins in a list, row by row:
// coin (r, c) is at index r*n + c.

// newGame returns the game that starts from the engine's analysis a of a
// board, with the focus on the last coin. busy (the computer is thinking)
// is set and cleared by computerTurn alone.
export function newGame(a, editing) {
	return {
		size: a.size, coins: a.coins.map((x) => (x ? 1 : 0)), analysis: a, over: false, busy: false,
		lastMover: null, selected: null, focus: a.size * a.size - 1, turned: [], editing,
	};
}

// randomBoard returns a board of n by n coins, drawn with random (as
// Math.random), with a head in about a third of the places and at the
// last; none for a size out of 1 to 64, which the engine rejects.
export function randomBoard(n, random = Math.random) {
	const coins = [];
	if (Number.isInteger(n) && n > 0 && n <= 64) {
		for (let i = 0; i < n * n; i++) {
			coins.push(random() < 0.34 ? 1 : 0);
		}
		coins[n * n - 1] = 1;
	}
	return coins;
}

// rect names the rectangle of the move m ({r, c, a, b}).
export const rect = (m) => `the rectangle from (${m.a}, ${m.b}) to (${m.r}, ${m.c})`;

// corners returns the indexes of the four coins the move m turns on a
// board of size n.
export const corners = (m, n) => [m.r * n + m.c, m.a * n + m.c, m.r * n + m.b, m.a * n + m.b];

// coin returns what the board shows of coin i of the game: its class, its
// label (its value when heads), and its name for a screen reader.
export function coin(game, i) {
	const n = game.size;
	const r = Math.floor(i / n), c = i % n;
	const up = !!game.coins[i];
	const v = game.analysis.values[i];
	let cls = up ? "heads" : "tails";
	if (r === 0 || c === 0) {
		cls += " dead";
	}
	if (game.selected === i) {
		cls += " selected";
	}
	if (game.turned.includes(i)) {
		cls += " turned";
	}
	return { cls, text: up ? String(v) : "", label: `row ${r}, column ${c}: ${up ? "heads, value " + v : "tails"}` };
}

// positionStatus returns the status line of a game in play, from the
// nim-sum of its heads' values.
export function positionStatus(game) {
	const total = game.analysis.total;
	const who = game.editing ? "Editing: Enter or a click turns a coin over. " : "";
	return `${who}The heads' values have nim-sum ${total}: ${total ? "whoever moves now can win" : "whoever moves now loses against best play"}.`;
}

// endStatus returns the status line, {text, cls}, of a game that the last
// move of lastMover ended.
export function endStatus(lastMover) {
	return lastMover === "you" ?
		{ text: "You win! No head is left outside row 0 and column 0.", cls: "win" } :
		{ text: "The computer wins: no move is left.", cls: "lose" };
}

// choose returns what choosing coin i does when no corner is selected: an
// error, or the status that asks for the opposite corner.
export function choose(game, i) {
	const r = Math.floor(i / game.size), c = i % game.size;
	if (!game.coins[i] || r === 0 || c === 0) {
		return { error: `Choose a head outside row 0 and column 0 as the far corner; (${r}, ${c}) is ${game.coins[i] ? "in row or column 0" : "tails"}.` };
	}
	return { status: `Far corner (${r}, ${c}). Now the opposite corner, above and to the left; Escape cancels.` };
}

// move returns the move whose far corner is the selected coin and whose
// opposite corner is coin i.
export function move(game, i) {
	const n = game.size, s = game.selected;
	return { r: Math.floor(s / n), c: s % n, a: Math.floor(i / n), b: i % n };
}

// arrow returns the coin the arrow key moves the focus to from coin
// focus, staying on the board, or -1 for another key.
export function arrow(key, focus, n) {
	const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
	if (!Object.hasOwn(steps, key)) {
		return -1;
	}
	const d = steps[key];
	const r = Math.max(0, Math.min(n - 1, Math.floor(focus / n) + d[0]));
	const c = Math.max(0, Math.min(n - 1, (focus % n) + d[1]));
	return r * n + c;
}
