// The state of the heap games view: the values of a game laid out as a
// grid or a chart, its misère quotient, and a game of several heaps
// against the computer, as plain values and texts; heaps.js draws them.
import { letter } from "./state.js";

// maxGrid is the number of values the grid shows; the chart shows all.
export const maxGrid = 2400;

// gameName names the game of rule: the text of the preset ({value, text})
// whose value it is, else "The game RULE".
export function gameName(rule, presets) {
	const p = presets.find((p) => p.value === rule);
	return p ? p.text : `The game ${rule}`;
}

// presetFor returns the value of the preset whose rule is the text typed,
// or "" (the choice "other") when none is.
export function presetFor(typed, presets) {
	const p = presets.find((p) => p.value === typed.trim());
	return p ? p.value : "";
}

// summary returns the line above the values r of the game named name.
export function summary(r, name) {
	if (r.proven) {
		return `${name}: period ${r.period} from heap ${r.preperiod} on. G(n + ${r.period}) = G(n) for every n ≥ ${r.preperiod}, proven by the octal periodicity theorem from these ${r.n} values.`;
	}
	const why = r.rule === "grundy" ? " No periodicity theorem applies to Grundy's game, and no period is known." : " More values may prove one.";
	return `${name}: no period proven below N = ${r.n}.${why}`;
}

// grid returns the grid of the values r: the notes above it, its width
// (the period when it is from 4 to 40, else 10), and its rows, each the
// heap it starts at and its cells {n, v, cls, title}; it holds the first
// maxGrid values.
export function grid(r) {
	const shown = Math.min(r.n, maxGrid);
	const width = r.proven && r.period >= 4 && r.period <= 40 ? r.period : 10;
	const rows = [];
	for (let start = 0; start < shown; start += width) {
		const cells = [];
		for (let n = start; n < Math.min(start + width, shown); n++) {
			const v = r.values[n];
			let cls = v === 0 ? "zero" : "";
			if (r.proven && n < r.preperiod) {
				cls += " pre";
			} else if (r.proven && n === r.preperiod) {
				cls += " start";
			}
			cells.push({ n, v, cls, title: `G(${n}) = ${v}` });
		}
		rows.push({ start, cells });
	}
	const notes = [];
	if (r.proven) {
		notes.push(`G(n), in normal play, in rows of ${width}${width === r.period ? ", the period, so from the marked heap " + r.preperiod + " on each column is constant" : ""}. Grey: the preperiod. Red: the P-positions, G = 0.`);
	} else {
		notes.push("G(n), in normal play. Red: the P-positions, G = 0.");
	}
	if (shown < r.n) {
		notes.push(`The first ${shown} of the ${r.n} values; the chart shows all.`);
	}
	return { notes, width, rows };
}

// chart returns the scale of the chart of the values r on a canvas of w by
// h pixels: the largest value top (at least 1), the plot's box (left, top
// 10, plotW, plotH), the step between the labelled values, the width bar
// of a value's bar, and X(n) and Y(v), the pixel of heap n and of value v.
export function chart(r, w, h) {
	let top = 1;
	for (const v of r.values) {
		top = Math.max(top, v);
	}
	const left = 36, bottom = 28, plotW = w - left - 8, plotH = h - bottom - 10;
	return {
		top, left, plotW, plotH,
		step: Math.max(1, Math.ceil(top / 12)),
		bar: Math.max(1, Math.floor(plotW / r.n) - (plotW / r.n >= 4 ? 1 : 0)),
		X: (n) => left + (n / r.n) * plotW,
		Y: (v) => 10 + plotH - (v / top) * plotH,
		label: `Chart of G(0) to G(${r.n - 1}), values 0 to ${top}` + (r.proven ? `, period ${r.period} from ${r.preperiod}` : ""),
	};
}

// quotient returns what the view shows of the misère quotient q of the
// game named name: its summary and the rows of Φ, ten heaps a row, each
// cell {h, phi, p, title}.
export function quotient(q, name) {
	const words = (list, count) => list.join(", ") + (count > list.length ? `, … (${count} in all)` : "");
	const period = q.proven ? `Φ has period ${q.period} from heap ${q.preperiod} on, proven for every heap.` : "No period of Φ is proven to this bound.";
	const width = 10;
	const rows = [];
	for (let start = 0; start <= q.bound; start += width) {
		const cells = [];
		for (let h = start; h < Math.min(start + width, q.bound + 1); h++) {
			cells.push({ h, phi: q.phi[h], p: !!q.phiP[h], title: `Φ(${h}) = ${q.phi[h]}` });
		}
		rows.push({ start, cells });
	}
	return {
		summary: `Misère quotient of ${name} for heaps 0 to ${q.bound}: ${q.order} elements, ${q.pcount} of them in the P-portion (${words(q.pportion, q.pcount)}); ${q.tame ? "tame: that of misère Nim" : "wild: not that of misère Nim"}. ${period}`,
		width, rows,
	};
}

// Play.

// newGame returns the game of rule in misère play (to the quotient's
// bound) or normal play that starts from the engine's analysis a. busy
// (the computer is thinking) is set and cleared by computerTurn alone.
export function newGame(rule, misere, bound, a) {
	return { rule, misere, bound, heaps: a.heaps, analysis: a, over: !!a.over, busy: false, lastMover: null, options: [] };
}

export const yourMoveStatus = "Your move: choose a heap and what to leave.";

// describe describes the move m ({heap, left}) from heaps.
export function describe(heaps, m) {
	const h = heaps[m.heap];
	const take = h - m.left.reduce((s, x) => s + x, 0);
	const leave = m.left.length === 0 ? "nothing" : m.left.join(" + ");
	return `heap ${letter(m.heap)} (${h}): take ${take}, leave ${leave}`;
}

// after returns the heaps that the move m leaves from heaps.
export const after = (heaps, m) => [...heaps.slice(0, m.heap), ...m.left, ...heaps.slice(m.heap + 1)];

// caption returns the caption of the board of the game named name.
export function caption(name, misere, bound) {
	return misere ?
		`${name} in misère play: the heaps and their elements Φ(h) of the quotient to heap ${bound}` :
		`${name}: the heaps and their values G(h)`;
}

// column returns the value of heap i the board shows in the analysis a:
// its element Φ in misère play, its value G in normal play.
export const column = (a, misere, i) => String(misere ? a.elements[i] : a.values[i]);

// total returns the last row of the board: its label, its value, and
// whether it is marked, as a loss for the player to move.
export function total(a, misere) {
	return misere ?
		{ label: `product of the elements: ${a.p ? "in" : "not in"} the P-portion`, value: a.product, marked: !!a.p } :
		{ label: "nim-sum of the values", value: String(a.total), marked: !a.total };
}

// endStatus returns the status line, {text, cls}, of a game that the last
// move of lastMover ended: in misère play whoever made it loses.
export function endStatus(lastMover, misere) {
	const youWon = (lastMover === "you") !== misere;
	if (misere) {
		return youWon ? { text: "You win! The computer made the last move.", cls: "win" } : { text: "The computer wins: you made the last move.", cls: "lose" };
	}
	return youWon ? { text: "You win! No move is left.", cls: "win" } : { text: "The computer wins: no move is left.", cls: "lose" };
}

// overStatus returns the status line of a game set up without a move.
export function overStatus(misere) {
	return misere ?
		{ text: "No move is possible from this position: whoever is to move has won.", cls: "win" } :
		{ text: "No move is possible from this position.", cls: "lose" };
}

// noHint is the line of the hints when no move wins.
export function noHint(misere) {
	return misere ?
		"No winning move: the product of the elements is in the P-portion, so every move loses against best play." :
		"No winning move: the values have nim-sum 0, so every move loses against best play.";
}
