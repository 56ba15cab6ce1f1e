import { test } from "node:test";
import assert from "node:assert/strict";
import * as S from "../site/heaps-state.js";
import { prng } from "./prng.js";

const presets = [{ value: "0.77", text: "Kayles" }, { value: "grundy", text: "Grundy's game" }, { value: "", text: "other" }];

test("gameName and presetFor find the preset of a rule", () => {
	assert.equal(S.gameName("0.77", presets), "Kayles");
	assert.equal(S.gameName("0.07", presets), "The game 0.07");
	assert.equal(S.presetFor(" grundy ", presets), "grundy");
	assert.equal(S.presetFor("0.137", presets), "");
});

test("summary states the period proven, or why none is", () => {
	assert.equal(S.summary({ proven: true, period: 12, preperiod: 71, n: 1000 }, "Kayles"),
		"Kayles: period 12 from heap 71 on. G(n + 12) = G(n) for every n ≥ 71, proven by the octal periodicity theorem from these 1000 values.");
	assert.equal(S.summary({ proven: false, n: 50, rule: "0.137" }, "The game 0.137"), "The game 0.137: no period proven below N = 50. More values may prove one.");
	assert.match(S.summary({ proven: false, n: 50, rule: "grundy" }, "Grundy's game"), /No periodicity theorem applies to Grundy's game/);
});

// randomValues returns the values of a game as heapValues answers them:
// n values, and a period proven or not.
function randomValues(random) {
	const n = 1 + Math.floor(random() * 3000);
	const values = Array.from({ length: n }, () => Math.floor(random() * 4));
	const proven = random() < 0.7;
	const period = 1 + Math.floor(random() * 50), preperiod = Math.floor(random() * n);
	return proven ? { n, values, proven, period, preperiod } : { n, values, proven };
}

test("grid holds the first values in rows of the period or of ten, each cell marked", () => {
	const random = prng(2);
	for (let k = 0; k < 40; k++) {
		const r = randomValues(random);
		const g = S.grid(r);
		const width = r.proven && r.period >= 4 && r.period <= 40 ? r.period : 10;
		assert.equal(g.width, width);
		const cells = g.rows.flatMap((row) => row.cells);
		assert.equal(cells.length, Math.min(r.n, S.maxGrid));
		g.rows.forEach((row, i) => {
			assert.equal(row.start, i * width);
			assert.ok(row.cells.length === width || i === g.rows.length - 1);
		});
		cells.forEach((c, n) => {
			assert.equal(c.n, n);
			assert.equal(c.v, r.values[n]);
			assert.equal(c.title, `G(${n}) = ${r.values[n]}`);
			const classes = c.cls.split(" ").filter(Boolean);
			assert.equal(classes.includes("zero"), r.values[n] === 0, `cell ${n}: ${c.cls}`);
			assert.equal(classes.includes("pre"), !!r.proven && n < r.preperiod, `cell ${n}: ${c.cls}`);
			assert.equal(classes.includes("start"), !!r.proven && n === r.preperiod, `cell ${n}: ${c.cls}`);
		});
		assert.equal(g.notes.length, r.n > S.maxGrid ? 2 : 1);
	}
});

test("chart maps heaps and values onto the plot's box", () => {
	const random = prng(3);
	for (let k = 0; k < 100; k++) {
		const r = randomValues(random);
		const w = 320 + Math.floor(random() * 700);
		const c = S.chart(r, w, 300);
		assert.equal(c.top, Math.max(1, ...r.values));
		assert.equal(c.X(0), 36);
		assert.ok(Math.abs(c.X(r.n) - (w - 8)) < 1e-9);
		assert.equal(c.Y(0), 300 - 28);
		assert.ok(Math.abs(c.Y(c.top) - 10) < 1e-9);
		assert.ok(c.bar >= 1 && (c.bar <= c.plotW / r.n || c.bar === 1));
		assert.ok(c.step >= 1 && c.top / c.step <= 12);
	}
});

test("quotient lays Φ out ten heaps a row", () => {
	const q = { rule: "0.77", bound: 12, order: 6, pcount: 2, pportion: ["a", "b^2"], tame: false, proven: false, phi: "1 a b ab 1 a b ab 1 a b ab 1".split(" "), phiP: [0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0] };
	const m = S.quotient(q, "Kayles");
	assert.equal(m.summary, "Misère quotient of Kayles for heaps 0 to 12: 6 elements, 2 of them in the P-portion (a, b^2); wild: not that of misère Nim. No period of Φ is proven to this bound.");
	assert.deepEqual(m.rows.map((r) => r.start), [0, 10]);
	assert.deepEqual(m.rows.flatMap((r) => r.cells.map((c) => c.h)), [...Array(13).keys()]);
	assert.deepEqual(m.rows.flatMap((r) => r.cells.filter((c) => c.p).map((c) => c.h)), [1, 5, 9]);
	assert.match(S.quotient({ ...q, pcount: 3, proven: true, period: 4, preperiod: 2 }, "K").summary, /\(a, b\^2, … \(3 in all\)\).*Φ has period 4 from heap 2 on/);
});

test("describe and after tell a move and what it leaves", () => {
	const heaps = [5, 7, 2];
	const m = { heap: 1, left: [2, 3] };
	assert.equal(S.describe(heaps, m), "heap B (7): take 2, leave 2 + 3");
	assert.deepEqual(S.after(heaps, m), [5, 2, 3, 2]);
	assert.equal(S.describe(heaps, { heap: 2, left: [] }), "heap C (2): take 2, leave nothing");
	assert.deepEqual(S.after(heaps, { heap: 2, left: [] }), [5, 7]);
});

test("the board's texts in normal and misère play", () => {
	const a = { values: [1, 2], elements: ["a", "b"], total: 0, p: 1, product: "ab" };
	assert.equal(S.column(a, false, 1), "2");
	assert.equal(S.column(a, true, 1), "b");
	assert.deepEqual(S.total(a, false), { label: "nim-sum of the values", value: "0", marked: true });
	assert.deepEqual(S.total(a, true), { label: "product of the elements: in the P-portion", value: "ab", marked: true });
	assert.deepEqual(S.total({ ...a, total: 3, p: 0 }, false).marked, false);
	assert.equal(S.caption("Kayles", false, 10), "Kayles: the heaps and their values G(h)");
	assert.equal(S.caption("Kayles", true, 10), "Kayles in misère play: the heaps and their elements Φ(h) of the quotient to heap 10");
	// In misère play whoever made the last move loses.
	assert.equal(S.endStatus("you", false).cls, "win");
	assert.equal(S.endStatus("computer", false).cls, "lose");
	assert.equal(S.endStatus("you", true).cls, "lose");
	assert.equal(S.endStatus("computer", true).cls, "win");
	assert.equal(S.overStatus(true).cls, "win");
	assert.equal(S.overStatus(false).cls, "lose");
	assert.match(S.noHint(true), /P-portion/);
	assert.match(S.noHint(false), /nim-sum 0/);
});
