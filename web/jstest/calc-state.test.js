import { test } from "node:test";
import assert from "node:assert/strict";
import { shown, entries, maxShown } from "../site/calc-state.js";

test("shown cuts a long value to maxShown digits and says how long it is", () => {
	const d = "7".repeat(maxShown);
	assert.equal(shown(d), d);
	assert.equal(shown("12"), "12");
	assert.equal(shown(d + "8"), `${d}… (${maxShown + 1} digits in all)`);
});

test("entries are the history newest first, in the base chosen", () => {
	const history = [{ expr: "2*2", decimal: "3", hex: "0x3" }, { expr: "5+1", decimal: "4", hex: "0x4" }];
	assert.deepEqual(entries(history, "hex"), [{ expr: "5+1", shown: "0x4", decimal: "4" }, { expr: "2*2", shown: "0x3", decimal: "3" }]);
	assert.deepEqual(entries(history, "decimal").map((e) => e.shown), ["4", "3"]);
	assert.equal(history[0].expr, "2*2", "the history itself is not reversed");
});
