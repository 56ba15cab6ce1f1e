// The state of the Nim view: the game and what the view shows of it, as
// plain values; nim.js draws them.
import { letter } from "./state.js";

// newGame returns the game that starts from the engine's analysis a of a
// position played by rules ({max, k, misere}). busy (the computer is
// thinking) is set and cleared by computerTurn alone.
export function newGame(a, rules) {
	return { heaps: a.heaps, rules, analysis: a, over: !!a.over, busy: false, lastMover: null };
}

export const yourMoveStatus = "Your move: set how many stones to leave, then press Enter or “Make my move”.";

// describeMove describes the move from the heaps from to the heaps to, as
// "A: 5 → 3" for each heap that changed.
export function describeMove(from, to) {
	const parts = [];
	from.forEach((h, i) => {
		if (to[i] !== h) {
			parts.push(`${letter(i)}: ${h} → ${to[i]}`);
		}
	});
	return parts.join(", ");
}

// bounded reports whether the rules bound a move (max > 0), so that the
// board shows each heap modulo max + 1.
export const bounded = (rules) => Number(rules.max) > 0;

// width returns the number of binary columns the board shows for the
// analysis a: at least one.
export const width = (a) => Math.max(1, a.counts.length);

// bits returns the binary digits of v in width columns, the highest first.
export function bits(v, width) {
	const out = [];
	for (let j = width - 1; j >= 0; j--) {
		out.push((v >> j) & 1);
	}
	return out;
}

// counts returns, the highest column first, the number of ones in each of
// the width columns of the analysis a, and whether that count is not a
// multiple of the modulus.
export function counts(a, width) {
	const out = [];
	for (let j = width - 1; j >= 0; j--) {
		const c = a.counts[j] || 0;
		out.push({ count: c, odd: c % a.modulus !== 0 });
	}
	return out;
}

// ruleText returns the sentence under the board that says why the
// position of heaps, analysed as a under rules, is lost or won.
export function ruleText(a, rules, heaps) {
	const what = a.modulus > 2 ? `a multiple of ${a.modulus}` : "even";
	let rule;
	if (a.over) {
		rule = "No stones are left.";
	} else if (a.p) {
		rule = `Every column count is ${what}: whoever moves now loses against best play.`;
	} else {
		rule = `Some column count is not ${what}: whoever moves now can win.`;
	}
	if (rules.misere && !a.over && heaps.every((h) => h <= 1)) {
		rule = a.p ? "Only single stones, an odd number of them: whoever moves now loses." : "Only single stones, an even number of them: whoever moves now can win.";
	}
	return rule;
}

// endStatus returns the status line, {text, cls}, of a game that the last
// move ended, given whether its last mover wins (a.lastMoverWins).
export function endStatus(lastMover, lastMoverWins) {
	const youWon = (lastMover === "you") === lastMoverWins;
	return youWon ? { text: "You win!", cls: "win" } : { text: "The computer wins.", cls: "lose" };
}
