import { test } from "node:test";
import assert from "node:assert/strict";
import * as S from "../site/corners-state.js";
import { prng } from "./prng.js";

// game returns a game on an n by n board with the given heads, each head
// valued by its index, and nothing selected or turned.
function game(n, heads) {
	const coins = Array(n * n).fill(0);
	for (const i of heads) {
		coins[i] = 1;
	}
	return S.newGame({ size: n, coins, values: coins.map((_, i) => i), total: 0 }, false);
}

test("randomBoard has n×n coins, the last heads, about a third heads", () => {
	const random = prng(4);
	for (let n = 1; n <= 64; n++) {
		const coins = S.randomBoard(n, random);
		assert.equal(coins.length, n * n);
		assert.equal(coins[n * n - 1], 1);
		assert.ok(coins.every((c) => c === 0 || c === 1));
	}
	const big = S.randomBoard(64, random);
	const heads = big.reduce((s, c) => s + c, 0) / big.length;
	assert.ok(heads > 0.3 && heads < 0.38, `heads ${heads}`);
	for (const n of [0, -1, 65, 2.5, NaN]) {
		assert.deepEqual(S.randomBoard(n, random), []);
	}
});

test("corners are the four coins of the move's rectangle", () => {
	for (let n = 2; n <= 6; n++) {
		for (let r = 1; r < n; r++) {
			for (let c = 1; c < n; c++) {
				for (let a = 0; a < r; a++) {
					for (let b = 0; b < c; b++) {
						const got = S.corners({ r, c, a, b }, n).map((i) => [Math.floor(i / n), i % n]);
						assert.deepEqual(got, [[r, c], [a, c], [r, b], [a, b]]);
					}
				}
			}
		}
	}
	assert.equal(S.rect({ r: 3, c: 4, a: 1, b: 2 }), "the rectangle from (1, 2) to (3, 4)");
});

test("coin shows heads with their value, and marks row 0, column 0, the selected and the turned", () => {
	const g = game(3, [0, 4, 5]);
	g.selected = 4;
	g.turned = [5, 8];
	assert.deepEqual(S.coin(g, 0), { cls: "heads dead", text: "0", label: "row 0, column 0: heads, value 0" });
	assert.deepEqual(S.coin(g, 4), { cls: "heads selected", text: "4", label: "row 1, column 1: heads, value 4" });
	assert.deepEqual(S.coin(g, 5), { cls: "heads turned", text: "5", label: "row 1, column 2: heads, value 5" });
	assert.deepEqual(S.coin(g, 8), { cls: "tails turned", text: "", label: "row 2, column 2: tails" });
	assert.deepEqual(S.coin(g, 3), { cls: "tails dead", text: "", label: "row 1, column 0: tails" });
});

test("choose takes a head outside row 0 and column 0 as the far corner; move pairs it with the other", () => {
	const g = game(4, [1, 5, 15]);
	assert.equal(S.choose(g, 1).error, "Choose a head outside row 0 and column 0 as the far corner; (0, 1) is in row or column 0.");
	assert.equal(S.choose(g, 6).error, "Choose a head outside row 0 and column 0 as the far corner; (1, 2) is tails.");
	assert.equal(S.choose(g, 15).status, "Far corner (3, 3). Now the opposite corner, above and to the left; Escape cancels.");
	g.selected = 15;
	assert.deepEqual(S.move(g, 5), { r: 3, c: 3, a: 1, b: 1 });
});

test("arrow moves the focus one coin, staying on the board", () => {
	const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
	for (let n = 1; n <= 5; n++) {
		for (let r = 0; r < n; r++) {
			for (let c = 0; c < n; c++) {
				for (const [key, [dr, dc]] of Object.entries(steps)) {
					const r2 = r + dr, c2 = c + dc;
					const want = r2 >= 0 && r2 < n && c2 >= 0 && c2 < n ? r2 * n + c2 : r * n + c;
					assert.equal(S.arrow(key, r * n + c, n), want, `${key} from (${r}, ${c}) on ${n}`);
				}
				for (const key of ["Enter", "a", "toString", "constructor"]) {
					assert.equal(S.arrow(key, r * n + c, n), -1, key);
				}
			}
		}
	}
});

test("the status lines", () => {
	const g = game(2, [3]);
	assert.equal(S.positionStatus(g), "The heads' values have nim-sum 0: whoever moves now loses against best play.");
	g.analysis.total = 5;
	g.editing = true;
	assert.equal(S.positionStatus(g), "Editing: Enter or a click turns a coin over. The heads' values have nim-sum 5: whoever moves now can win.");
	assert.equal(S.endStatus("you").cls, "win");
	assert.equal(S.endStatus("computer").cls, "lose");
	assert.equal(g.focus, 3);
});
