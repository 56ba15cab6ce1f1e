import { test } from "node:test";
import assert from "node:assert/strict";
import * as S from "../site/nim-state.js";

test("describeMove names each heap that changed", () => {
	assert.equal(S.describeMove([3, 4, 5], [3, 1, 5]), "B: 4 → 1");
	assert.equal(S.describeMove([3, 4, 5], [0, 4, 2]), "A: 3 → 0, C: 5 → 2");
	assert.equal(S.describeMove([3], [3]), "");
});

test("bits are the binary digits, highest first", () => {
	for (let width = 1; width <= 10; width++) {
		for (let v = 0; v < 2 ** width; v++) {
			assert.equal(S.bits(v, width).join(""), v.toString(2).padStart(width, "0"), `bits(${v}, ${width})`);
		}
	}
});

test("counts read the column counts highest first and mark those off the modulus", () => {
	const a = { counts: [3, 2, 0, 5], modulus: 3 };
	assert.deepEqual(S.counts(a, 5), [
		{ count: 0, odd: false }, { count: 5, odd: true }, { count: 0, odd: false }, { count: 2, odd: true }, { count: 3, odd: false },
	]);
	assert.equal(S.width({ counts: [] }), 1);
	assert.equal(S.width(a), 4);
	assert.ok(S.bounded({ max: "3" }));
	assert.ok(!S.bounded({ max: "0" }));
	assert.ok(!S.bounded({ max: "" }));
});

test("ruleText says who wins, and why", () => {
	const normal = { misere: false };
	assert.equal(S.ruleText({ over: true, modulus: 2 }, normal, [0, 0]), "No stones are left.");
	assert.equal(S.ruleText({ p: true, modulus: 2 }, normal, [1, 1]), "Every column count is even: whoever moves now loses against best play.");
	assert.equal(S.ruleText({ p: false, modulus: 4 }, normal, [1, 2]), "Some column count is not a multiple of 4: whoever moves now can win.");
	const misere = { misere: true };
	assert.equal(S.ruleText({ p: true, modulus: 2 }, misere, [1, 1, 1]), "Only single stones, an odd number of them: whoever moves now loses.");
	assert.equal(S.ruleText({ p: false, modulus: 2 }, misere, [1, 0, 1]), "Only single stones, an even number of them: whoever moves now can win.");
	assert.equal(S.ruleText({ p: false, modulus: 2 }, misere, [2, 1]), "Some column count is not even: whoever moves now can win.");
});

test("endStatus: you win when you moved last and the last mover wins, or neither", () => {
	const win = { text: "You win!", cls: "win" }, lose = { text: "The computer wins.", cls: "lose" };
	assert.deepEqual(S.endStatus("you", true), win);
	assert.deepEqual(S.endStatus("you", false), lose);
	assert.deepEqual(S.endStatus("computer", true), lose);
	assert.deepEqual(S.endStatus("computer", false), win);
});

test("newGame starts from the analysis, over when it has no move", () => {
	const g = S.newGame({ heaps: [1, 2], over: false }, { max: "", k: "1", misere: false });
	assert.deepEqual(g.heaps, [1, 2]);
	assert.equal(g.over, false);
	assert.equal(g.busy, false);
	assert.equal(S.newGame({ heaps: [], over: true }, {}).over, true);
});
