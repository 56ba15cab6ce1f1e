// The table view: the picture of x*y (or x+y) for x, y below N, zoomable,
// with the subfields outlined; hovering or the arrow keys show a cell,
// clicking or Enter shows the properties of its value.
import { $, el, Errors, ms } from "./ui.js";

// The colour map: a ramp through these colours, dark to light, so that
// small and large values stand apart and neighbours stay close.
const anchors = [
	[20, 24, 82], [38, 88, 166], [32, 150, 160], [120, 196, 90], [246, 226, 92], [255, 250, 230],
];

function colour(t) {
	const x = t * (anchors.length - 1);
	const i = Math.min(anchors.length - 2, Math.floor(x));
	const f = x - i;
	return anchors[i].map((c, k) => Math.round(c + (anchors[i + 1][k] - c) * f));
}

export function initTable(engine) {
	const view = $("table");
	const canvas = $("table-canvas");
	const cursorCanvas = $("table-cursor");
	const errors = new Errors({ n: "table-n", op: "table-n" }, "table-n");
	let t = null; // {n, op, bound, values, zoom}
	let cursor = { x: 0, y: 0 };

	const symbol = () => (t.op === "mul" ? "*" : "+");

	// zoom returns the pixels a cell of the picture of side n: the zoom
	// chosen, or for "fit" the most that shows the whole picture in the
	// view's width and the picture box's height (80% of the window). A
	// picture larger than that at one pixel a cell is drawn at one pixel a
	// cell and shown scaled down to fit: shrink is then its shown side.
	function zoom(n) {
		const z = Number($("table-zoom").value);
		if (z > 0) {
			return { z, shrink: 0 };
		}
		// The width of the view, which the picture's box fits to; a hidden
		// view has none, so then the page's.
		const box = $("table").clientWidth || Math.min(document.documentElement.clientWidth - 32, 960);
		const room = Math.max(200, Math.min(box, Math.floor(0.8 * window.innerHeight)) - 4);
		return room >= n ? { z: Math.min(16, Math.floor(room / n)), shrink: 0 } : { z: 1, shrink: room };
	}

	function paint() {
		const { n, bound, values } = t;
		const { z, shrink } = zoom(n);
		t.zoom = z;
		const side = n * z;
		for (const c of [canvas, cursorCanvas]) {
			c.width = c.height = side;
			c.style.width = c.style.height = shrink ? `${shrink}px` : "";
			c.classList.toggle("shrunk", shrink > 0);
		}
		const palette = new Uint32Array(bound);
		const little = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
		for (let v = 0; v < bound; v++) {
			const [r, g, b] = colour(bound > 1 ? v / (bound - 1) : 0);
			palette[v] = little ? (255 << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 255;
		}
		const ctx = canvas.getContext("2d");
		const img = ctx.createImageData(side, side);
		const px = new Uint32Array(img.data.buffer);
		for (let x = 0; x < n; x++) {
			for (let y = 0; y < n; y++) {
				const c = palette[values[x * n + y]];
				let p = x * z * side + y * z;
				for (let i = 0; i < z; i++, p += side) {
					px.fill(c, p, p + z);
				}
			}
		}
		ctx.putImageData(img, 0, 0);
		if ($("table-bounds").checked) {
			// The subfields F_4, F_16, F_256, F_65536: the squares of the
			// values below 4, 16, 256, 65536, outlined on their right and
			// bottom sides.
			ctx.lineWidth = Math.max(1, Math.min(3, z));
			for (const s of [4, 16, 256, 65536]) {
				if (s >= n) {
					break;
				}
				const e = s * z;
				ctx.strokeStyle = "#ffffff";
				ctx.beginPath();
				ctx.moveTo(e, 0);
				ctx.lineTo(e, e);
				ctx.lineTo(0, e);
				ctx.stroke();
				ctx.strokeStyle = "#e0218a";
				ctx.setLineDash([Math.max(2, z * 2), Math.max(2, z * 2)]);
				ctx.stroke();
				ctx.setLineDash([]);
			}
		}
		const legend = $("table-legend");
		const lctx = legend.getContext("2d");
		for (let i = 0; i < legend.width; i++) {
			const [r, g, b] = colour(i / (legend.width - 1));
			lctx.fillStyle = `rgb(${r},${g},${b})`;
			lctx.fillRect(i, 0, 1, legend.height);
		}
		$("table-legend-max").textContent = String(bound - 1);
		drawCursor();
	}

	function drawCursor() {
		const ctx = cursorCanvas.getContext("2d");
		ctx.clearRect(0, 0, cursorCanvas.width, cursorCanvas.height);
		const z = t.zoom;
		ctx.lineWidth = 2;
		ctx.strokeStyle = "#e07a00";
		const pad = z < 4 ? 3 : 0;
		ctx.strokeRect(cursor.y * z - pad + 1, cursor.x * z - pad + 1, z + 2 * pad - 2, z + 2 * pad - 2);
	}

	// pointed is the cell the pointer line describes, which a new drawing
	// describes again, in its own operation.
	let pointed = null;

	function describe(x, y) {
		pointed = { x, y };
		const v = t.values[x * t.n + y];
		$("table-hover").textContent = `x = ${x}, y = ${y}: x${symbol()}y = ${v}`;
		return v;
	}

	function cellAt(e) {
		const rect = canvas.getBoundingClientRect();
		const scale = canvas.width / rect.width;
		const y = Math.floor(((e.clientX - rect.left) * scale) / t.zoom);
		const x = Math.floor(((e.clientY - rect.top) * scale) / t.zoom);
		return x >= 0 && y >= 0 && x < t.n && y < t.n ? { x, y } : null;
	}

	async function detail(x, y) {
		const v = describe(x, y);
		try {
			const r = await engine.call("element", v);
			if (errors.show(r)) {
				return;
			}
			const w = r.width;
			const rows = [
				["value", `${x}${symbol()}${y} = ${v} (0x${v.toString(16)})`],
				["inverse", r.inv === null ? "none: 0 has no inverse" : `${r.inv}, since ${v}*${r.inv} = 1`],
				["square root", `${r.sqrt}, since ${r.sqrt}*${r.sqrt} = ${v}`],
				["square", String(r.square)],
				["order", r.order === null ? "none: no power of 0 is 1" : `${r.order}: the least e > 0 with ${v}^e = 1 (it divides 2^${w} - 1 = ${2 ** w - 1})`],
				["smallest subfield", `F(2^${w}), the ${2 ** w} values below ${2 ** w}`],
			];
			$("table-detail").replaceChildren(el("dl", {}, ...rows.flatMap(([k, d]) => [el("dt", { textContent: k }), el("dd", { textContent: d })])));
		} catch (err) {
			errors.fail(err);
		}
	}

	$("table-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		errors.clear();
		const t0 = performance.now();
		try {
			const r = await engine.call("table", $("table-op").value, $("table-n").value);
			if (errors.show(r)) {
				return;
			}
			view.dataset.computeMs = ms(t0);
			t = r;
			cursor = { x: Math.min(cursor.x, t.n - 1), y: Math.min(cursor.y, t.n - 1) };
			paint();
			if (pointed && pointed.x < t.n && pointed.y < t.n) {
				describe(pointed.x, pointed.y);
			} else {
				pointed = null;
				$("table-hover").textContent = "Point at a cell, or focus the picture and use the arrow keys.";
			}
			$("table-detail").replaceChildren();
			view.dataset.drawMs = ms(t0);
			view.dataset.drawn = String(t.n);
		} catch (err) {
			errors.fail(err);
		}
	});
	$("table-op").addEventListener("change", () => $("table-setup").requestSubmit());
	$("table-zoom").addEventListener("change", () => t && paint());
	$("table-bounds").addEventListener("change", () => t && paint());

	canvas.addEventListener("mousemove", (e) => {
		const c = t && cellAt(e);
		if (c) {
			describe(c.x, c.y);
		}
	});
	canvas.addEventListener("click", (e) => {
		const c = t && cellAt(e);
		if (c) {
			cursor = c;
			drawCursor();
			detail(c.x, c.y);
		}
	});
	canvas.addEventListener("keydown", (e) => {
		if (!t) {
			return;
		}
		const step = e.shiftKey ? 8 : 1;
		const moves = {
			ArrowUp: [-step, 0], ArrowDown: [step, 0], ArrowLeft: [0, -step], ArrowRight: [0, step],
			Home: [-t.n, -t.n], End: [t.n, t.n],
		};
		if (e.key in moves) {
			const [dx, dy] = moves[e.key];
			cursor = { x: Math.max(0, Math.min(t.n - 1, cursor.x + dx)), y: Math.max(0, Math.min(t.n - 1, cursor.y + dy)) };
			drawCursor();
			describe(cursor.x, cursor.y);
			e.preventDefault();
		} else if (e.key === "Enter" || e.key === " ") {
			detail(cursor.x, cursor.y);
			e.preventDefault();
		}
	});

	// The table is drawn as soon as the engine is ready.
	engine.ready.then(() => $("table-setup").requestSubmit(), () => {});
}
