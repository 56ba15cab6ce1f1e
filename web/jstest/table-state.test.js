import { test } from "node:test";
import assert from "node:assert/strict";
import * as S from "../site/table-state.js";

test("colour runs from the darkest anchor to the lightest, through each", () => {
	const anchors = [[20, 24, 82], [38, 88, 166], [32, 150, 160], [120, 196, 90], [246, 226, 92], [255, 250, 230]];
	anchors.forEach((c, i) => assert.deepEqual(S.colour(i / 5), c, `colour(${i}/5)`));
	// Halfway between two anchors, halfway between their colours.
	assert.deepEqual(S.colour(0.1), [29, 56, 124]);
	// Brightness (the sum of the channels) rises along the ramp, but for
	// the rounding of each channel (less than 3 in all), and each channel
	// moves at most by its rounding between neighbours of a 1000 steps.
	let prev = [0, 0, 0];
	for (let i = 0; i <= 1000; i++) {
		const c = S.colour(i / 1000);
		const sum = (x) => x.reduce((s, v) => s + v, 0);
		assert.ok(sum(c) >= sum(prev) - 3 || i === 0, `colour(${i / 1000})`);
		assert.ok(i === 0 || c.every((v, k) => Math.abs(v - prev[k]) <= 1), `colour(${i / 1000}) jumps`);
		prev = c;
	}
});

test("palette lays each value's colour out as ImageData's bytes, either byte order", () => {
	for (const bound of [1, 2, 4, 16, 256]) {
		const little = S.palette(bound, true), big = S.palette(bound, false);
		for (let v = 0; v < bound; v++) {
			const [r, g, b] = S.colour(bound > 1 ? v / (bound - 1) : 0);
			// The bytes of a word, lowest first, are those a little-endian
			// machine stores: r, g, b, opaque.
			const w = little[v];
			assert.deepEqual([w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24], [r, g, b, 255], `value ${v} of ${bound}`);
			const x = big[v];
			assert.deepEqual([x >>> 24, (x >>> 16) & 255, (x >>> 8) & 255, x & 255], [r, g, b, 255], `value ${v} of ${bound}, big-endian`);
		}
	}
});

test("zoom fits the picture in its room, or shrinks it", () => {
	assert.deepEqual(S.zoom(4, 1024, 800, 900), { z: 4, shrink: 0 });
	for (const n of [16, 64, 100, 256, 700, 1024, 4096]) {
		for (const box of [0, 150, 320, 640, 900]) {
			for (const height of [300, 700, 1000]) {
				const room = Math.max(200, Math.min(box, Math.floor(0.8 * height)) - 4);
				const { z, shrink } = S.zoom(0, n, box, height);
				if (n > room) {
					assert.deepEqual({ z, shrink }, { z: 1, shrink: room });
				} else {
					assert.equal(shrink, 0);
					assert.ok(z >= 1 && z <= 16 && z * n <= room, `n ${n}, room ${room}: ${z}`);
					assert.ok(z === 16 || (z + 1) * n > room, `n ${n}, room ${room}: ${z} is not the most`);
				}
			}
		}
	}
});

test("subfields are those smaller than the picture", () => {
	assert.deepEqual(S.subfields(4), []);
	assert.deepEqual(S.subfields(5), [4]);
	assert.deepEqual(S.subfields(256), [4, 16]);
	assert.deepEqual(S.subfields(1 << 20), [4, 16, 256, 65536]);
});

test("cellAt finds the cell of each pixel, and none outside", () => {
	for (const [n, z] of [[5, 1], [4, 3], [7, 16]]) {
		for (let py = -2; py < n * z + 2; py++) {
			for (let px = -2; px < n * z + 2; px++) {
				const inside = px >= 0 && py >= 0 && px < n * z && py < n * z;
				const got = S.cellAt(px + 0.5, py + 0.5, z, n);
				if (!inside) {
					assert.equal(got, null, `pixel (${px}, ${py})`);
					continue;
				}
				// Row x is down, column y across: the cell's square holds
				// the pixel.
				assert.ok(got.y * z <= px && px < (got.y + 1) * z && got.x * z <= py && py < (got.x + 1) * z, `pixel (${px}, ${py}): ${JSON.stringify(got)}`);
			}
		}
	}
});

test("key moves the cursor, by 8 with shift, to the corners with Home and End, staying on the picture", () => {
	const n = 20;
	const c = { x: 5, y: 17 };
	assert.deepEqual(S.key("ArrowUp", false, c, n), { x: 4, y: 17 });
	assert.deepEqual(S.key("ArrowDown", true, c, n), { x: 13, y: 17 });
	assert.deepEqual(S.key("ArrowLeft", true, c, n), { x: 5, y: 9 });
	assert.deepEqual(S.key("ArrowRight", true, c, n), { x: 5, y: 19 });
	assert.deepEqual(S.key("ArrowUp", true, c, n), { x: 0, y: 17 });
	assert.deepEqual(S.key("Home", false, c, n), { x: 0, y: 0 });
	assert.deepEqual(S.key("End", true, c, n), { x: 19, y: 19 });
	for (const k of ["Enter", " ", "a", "toString", "hasOwnProperty"]) {
		assert.equal(S.key(k, false, c, n), null, k);
	}
});

test("the texts of a cell", () => {
	assert.equal(S.hover("mul", 2, 3, 1), "x = 2, y = 3: x*y = 1");
	assert.equal(S.hover("add", 2, 3, 1), "x = 2, y = 3: x+y = 1");
	const rows = S.details("mul", 5, 7, 10, { width: 4, inv: 12, sqrt: 13, square: 14, order: 15 });
	assert.deepEqual(rows, [
		["value", "5*7 = 10 (0xa)"],
		["inverse", "12, since 10*12 = 1"],
		["square root", "13, since 13*13 = 10"],
		["square", "14"],
		["order", "15: the least e > 0 with 10^e = 1 (it divides 2^4 - 1 = 15)"],
		["smallest subfield", "F(2^4), the 16 values below 16"],
	]);
	const zero = S.details("add", 1, 1, 0, { width: 1, inv: null, sqrt: 0, square: 0, order: null });
	assert.equal(zero[1][1], "none: 0 has no inverse");
	assert.equal(zero[4][1], "none: no power of 0 is 1");
});
