// The state of the table view: the colours, the zoom, the cursor and the
// texts of the picture of x*y or x+y, as plain values; table.js draws
// them. Cell (x, y), row x and column y, of a picture of side n holds
// values[x*n + y].

// The colour map: a ramp through these colours, dark to light, so that
// small and large values stand apart and neighbours stay close.
const anchors = [
	[20, 24, 82], [38, 88, 166], [32, 150, 160], [120, 196, 90], [246, 226, 92], [255, 250, 230],
];

// colour returns the colour [r, g, b] of t, from 0 (the darkest) to 1.
export function colour(t) {
	const x = t * (anchors.length - 1);
	const i = Math.min(anchors.length - 2, Math.floor(x));
	const f = x - i;
	return anchors[i].map((c, k) => Math.round(c + (anchors[i + 1][k] - c) * f));
}

// palette returns the pixel of each value below bound, as the 32-bit words
// of an ImageData on a machine little-endian or not: the colours spread
// evenly from the darkest (0) to the lightest (bound - 1).
export function palette(bound, little) {
	const p = new Uint32Array(bound);
	for (let v = 0; v < bound; v++) {
		const [r, g, b] = colour(bound > 1 ? v / (bound - 1) : 0);
		p[v] = little ? (255 << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 255;
	}
	return p;
}

// zoom returns the pixels a cell of the picture of side n: the zoom
// chosen (a number of pixels, or 0 for "fit"), or for "fit" the most, up
// to 16, that shows the whole picture in the room, the smaller of the
// view's width box and 80% of the window's height, less 4 and at least
// 200. A picture larger than the room at one pixel a cell is drawn at one
// pixel a cell and shown scaled down to fit: shrink is then its shown
// side, else 0.
export function zoom(chosen, n, box, windowHeight) {
	if (chosen > 0) {
		return { z: chosen, shrink: 0 };
	}
	const room = Math.max(200, Math.min(box, Math.floor(0.8 * windowHeight)) - 4);
	return room >= n ? { z: Math.min(16, Math.floor(room / n)), shrink: 0 } : { z: 1, shrink: room };
}

// subfields returns the sides of the subfields F_4, F_16, F_256, F_65536
// that a picture of side n outlines: those below n.
export const subfields = (n) => [4, 16, 256, 65536].filter((s) => s < n);

// cellAt returns the cell at the pixel (px, py) of a picture of side n
// drawn z pixels a cell, or null outside it.
export function cellAt(px, py, z, n) {
	const y = Math.floor(px / z);
	const x = Math.floor(py / z);
	return x >= 0 && y >= 0 && x < n && y < n ? { x, y } : null;
}

// key returns the cursor after the key (with shift, steps of 8) from the
// cursor on a picture of side n, or null for a key that does not move it.
export function key(name, shift, cursor, n) {
	const step = shift ? 8 : 1;
	const moves = {
		ArrowUp: [-step, 0], ArrowDown: [step, 0], ArrowLeft: [0, -step], ArrowRight: [0, step],
		Home: [-n, -n], End: [n, n],
	};
	if (!Object.hasOwn(moves, name)) {
		return null;
	}
	const [dx, dy] = moves[name];
	return { x: Math.max(0, Math.min(n - 1, cursor.x + dx)), y: Math.max(0, Math.min(n - 1, cursor.y + dy)) };
}

// symbol is the operation's sign: * for "mul", + for "add".
export const symbol = (op) => (op === "mul" ? "*" : "+");

// hover returns the line that describes the cell (x, y) of value v.
export const hover = (op, x, y, v) => `x = ${x}, y = ${y}: x${symbol(op)}y = ${v}`;

// details returns the properties [name, text] of the value v of cell
// (x, y), from the engine's answer r about it.
export function details(op, x, y, v, r) {
	const w = r.width;
	return [
		["value", `${x}${symbol(op)}${y} = ${v} (0x${v.toString(16)})`],
		["inverse", r.inv === null ? "none: 0 has no inverse" : `${r.inv}, since ${v}*${r.inv} = 1`],
		["square root", `${r.sqrt}, since ${r.sqrt}*${r.sqrt} = ${v}`],
		["square", String(r.square)],
		["order", r.order === null ? "none: no power of 0 is 1" : `${r.order}: the least e > 0 with ${v}^e = 1 (it divides 2^${w} - 1 = ${2 ** w - 1})`],
		["smallest subfield", `F(2^${w}), the ${2 ** w} values below ${2 ** w}`],
	];
}
