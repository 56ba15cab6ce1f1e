import { test } from "node:test";
import assert from "node:assert/strict";
import { letter, randomHeaps, hintNote } from "../site/state.js";
import { prng } from "./prng.js";

// fromLetters is the inverse of letter by its definition: a name is a
// number in bijective base 26, digits A = 1 to Z = 26, less one.
function fromLetters(name) {
	let n = 0;
	for (const ch of name) {
		n = n * 26 + (ch.charCodeAt(0) - 64);
	}
	return n - 1;
}

test("letter names heaps as spreadsheet columns", () => {
	const want = { 0: "A", 1: "B", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA", 18277: "ZZZ", 18278: "AAAA" };
	for (const [i, name] of Object.entries(want)) {
		assert.equal(letter(Number(i)), name, `letter(${i})`);
	}
	let prev = "";
	for (let i = 0; i < 5000; i++) {
		const name = letter(i);
		assert.match(name, /^[A-Z]+$/);
		assert.equal(fromLetters(name), i, `letter(${i}) = ${name}`);
		// Shorter names first, then in alphabetical order: each new.
		assert.ok(name.length > prev.length || (name.length === prev.length && name > prev), `letter(${i}) = ${name} after ${prev}`);
		prev = name;
	}
});

test("randomHeaps draws counts and sizes in their ranges, both ends included", () => {
	assert.equal(randomHeaps([2, 4], [3, 9], () => 0), "3 3");
	assert.equal(randomHeaps([2, 4], [3, 9], () => 0.999999), "9 9 9 9");
	const random = prng(1);
	const counts = new Set(), sizes = new Set();
	for (let k = 0; k < 2000; k++) {
		const heaps = randomHeaps([3, 5], [1, 15], random).split(" ").map(Number);
		counts.add(heaps.length);
		for (const h of heaps) {
			assert.ok(Number.isInteger(h) && h >= 1 && h <= 15, `heap ${h}`);
			sizes.add(h);
		}
	}
	assert.deepEqual([...counts].sort(), [3, 4, 5]);
	assert.equal(sizes.size, 15);
});

test("hintNote says none, more, or nothing", () => {
	assert.equal(hintNote({ moves: [] }, "none"), "none");
	assert.equal(hintNote({ moves: [1, 2], more: false }, "none"), null);
	assert.equal(hintNote({ moves: [1, 2, 3], more: true }, "none"), "… and more (the first 3 are shown)");
});
