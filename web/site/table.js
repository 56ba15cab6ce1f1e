// The table view: the picture of x*y (or x+y) for x, y below N, zoomable,
// with the subfields outlined; hovering or the arrow keys show a cell,
// clicking or Enter shows the properties of its value. This is the
// renderer; the colours, the zoom and the texts are in table-state.js.
import { $, el, Errors, ms } from "./ui.js";
import * as S from "./table-state.js";

export function initTable(engine) {
	const view = $("table");
	const canvas = $("table-canvas");
	const cursorCanvas = $("table-cursor");
	const errors = new Errors({ n: "table-n", op: "table-n" }, "table-n");
	let t = null; // {n, op, bound, values, zoom}
	let cursor = { x: 0, y: 0 };

	// zoom returns the zoom of the picture of side n (S.zoom) in the
	// width of the view, which the picture's box fits to; a hidden view
	// has none, so then the page's.
	function zoom(n) {
		const box = $("table").clientWidth || Math.min(document.documentElement.clientWidth - 32, 960);
		return S.zoom(Number($("table-zoom").value), n, box, window.innerHeight);
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
		const palette = S.palette(bound, new Uint8Array(new Uint16Array([1]).buffer)[0] === 1);
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
			for (const s of S.subfields(n)) {
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
			const [r, g, b] = S.colour(i / (legend.width - 1));
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
		$("table-hover").textContent = S.hover(t.op, x, y, v);
		return v;
	}

	function cellAt(e) {
		const rect = canvas.getBoundingClientRect();
		const scale = canvas.width / rect.width;
		return S.cellAt((e.clientX - rect.left) * scale, (e.clientY - rect.top) * scale, t.zoom, t.n);
	}

	async function detail(x, y) {
		const v = describe(x, y);
		try {
			const r = await engine.call("element", v);
			if (errors.show(r)) {
				return;
			}
			const rows = S.details(t.op, x, y, v, r);
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
		const next = S.key(e.key, e.shiftKey, cursor, t.n);
		if (next) {
			cursor = next;
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
