// The heap games view: the values G(0..N-1) of a heap game as a grid or a
// chart, with the proven period marked, in misère play its misère quotient
// to a bound, and a position of several heaps to play against the
// computer, in normal or misère play. This is the renderer; what it shows
// is computed in heaps-state.js.
import { $, el, Errors, ms, computerTurn, showHints } from "./ui.js";
import { letter, randomHeaps } from "./state.js";
import * as S from "./heaps-state.js";

export function initHeaps(engine) {
	const view = $("heaps");
	const errors = new Errors({ rule: "heaps-rule", n: "heaps-n", bound: "heaps-bound" }, "heaps-n");
	const playErrors = new Errors({ rule: "heaps-rule", heaps: "heaps-position", n: "heaps-position", bound: "heaps-bound" }, "heaps-position");
	const moveErrors = new Errors({ move: "heaps-move-error", heaps: "heaps-move-error", heap: "heaps-move-error", bound: "heaps-move-error" }, "heaps-move-error");
	let values = null; // the last result of heapValues
	let game = null; // S.newGame's
	const misere = () => $("heaps-play").value === "misere";
	const presets = () => [...$("heaps-preset").options].map((o) => ({ value: o.value, text: o.textContent }));
	const gameName = (rule) => S.gameName(rule, presets());

	$("heaps-preset").addEventListener("change", () => {
		const v = $("heaps-preset").value;
		if (v) {
			$("heaps-rule").value = v;
			$("heaps-setup").requestSubmit();
		} else {
			$("heaps-rule").focus();
		}
	});
	$("heaps-rule").addEventListener("input", () => {
		$("heaps-preset").value = S.presetFor($("heaps-rule").value, presets());
	});

	// table returns a table of rows of cells, the first column headed
	// corner, the others +0, +1, ... to width.
	function table(corner, width, rows, cell) {
		const heads = [el("th", { scope: "col", textContent: corner })];
		for (let j = 0; j < width; j++) {
			heads.push(el("th", { scope: "col", textContent: "+" + j }));
		}
		const body = rows.map((row) => el("tr", {}, el("th", { scope: "row", textContent: String(row.start) }), ...row.cells.map(cell)));
		return el("table", {}, el("thead", {}, el("tr", {}, ...heads)), el("tbody", {}, ...body));
	}

	function grid(r) {
		const g = S.grid(r);
		$("heaps-grid").replaceChildren(...g.notes.map((text) => el("p", { textContent: text })),
			table("n", g.width, g.rows, (c) => el("td", { className: c.cls, title: c.title, textContent: String(c.v) })));
	}

	function chart(r) {
		const canvas = $("heaps-chart");
		// The width of the view (the chart's box fits the chart).
		const box = $("heaps").clientWidth || 640;
		const w = (canvas.width = Math.max(320, box - 4));
		const h = (canvas.height = 300);
		const ctx = canvas.getContext("2d");
		ctx.fillStyle = "#fff";
		ctx.fillRect(0, 0, w, h);
		const { top, left, plotW, plotH, step, bar, X, Y, label } = S.chart(r, w, h);
		if (r.proven) {
			ctx.fillStyle = "#fff1c4";
			ctx.fillRect(X(r.preperiod), 10, Math.max(1, X(r.preperiod + r.period) - X(r.preperiod)), plotH);
			ctx.strokeStyle = "#b3261e";
			ctx.beginPath();
			ctx.moveTo(X(r.preperiod) + 0.5, 10);
			ctx.lineTo(X(r.preperiod) + 0.5, 10 + plotH);
			ctx.stroke();
		}
		// A line and a label for each value, or for every few.
		ctx.font = "12px system-ui, sans-serif";
		ctx.strokeStyle = "#e3e6ec";
		ctx.fillStyle = "#5a6272";
		for (let v = 0; v <= top; v += step) {
			const y = Math.round(Y(v)) + 0.5;
			ctx.beginPath();
			ctx.moveTo(left, y);
			ctx.lineTo(left + plotW, y);
			ctx.stroke();
			ctx.fillText(String(v), left - 6 - ctx.measureText(String(v)).width, y + 4);
		}
		ctx.strokeStyle = "#9aa1ae";
		ctx.strokeRect(left - 0.5, 9.5, plotW + 1, plotH + 1);
		// Each value is a light bar from 0 with a dark mark, 3 pixels tall,
		// at its top: where many values share a column of pixels, the marks
		// still show each value they take. The P-positions, G = 0, get a
		// red mark below the axis.
		const base = 10 + plotH;
		ctx.fillStyle = "#a9bfdc";
		for (let n = 0; n < r.n; n++) {
			const y = Math.round(Y(r.values[n]));
			ctx.fillRect(Math.round(X(n)), y, bar, base - y);
		}
		ctx.fillStyle = "#1d3557";
		for (let n = 0; n < r.n; n++) {
			ctx.fillRect(Math.round(X(n)), Math.min(base - 3, Math.round(Y(r.values[n])) - 1), bar, 3);
		}
		ctx.fillStyle = "#b3261e";
		for (let n = 0; n < r.n; n++) {
			if (r.values[n] === 0) {
				ctx.fillRect(Math.round(X(n)), base + 2, bar, 4);
			}
		}
		ctx.fillStyle = "#5a6272";
		ctx.fillText("0", left, h - 6);
		ctx.fillText(String(r.n - 1), w - 8 - ctx.measureText(String(r.n - 1)).width, h - 6);
		if (r.proven) {
			ctx.fillStyle = "#b3261e";
			ctx.fillText(`Q = ${r.preperiod}, P = ${r.period}`, Math.min(X(r.preperiod) + 4, w - 110), 24);
		}
		canvas.setAttribute("aria-label", label);
	}

	function showValues() {
		if (!values) {
			return;
		}
		const asGrid = $("heaps-show").value === "grid";
		$("heaps-grid").hidden = !asGrid;
		$("heaps-chart-box").hidden = asGrid;
		if (asGrid) {
			grid(values);
		} else {
			chart(values);
		}
	}

	// showQuotient shows the misère quotient q: its order, P-portion,
	// presentation and Φ.
	function showQuotient(q) {
		const m = S.quotient(q, gameName(q.rule));
		$("heaps-misere").replaceChildren(
			el("p", { textContent: m.summary }),
			el("p", {}, "Presentation: ", el("code", { textContent: q.presentation })),
			el("div", { className: "scroll grid" },
				el("p", { textContent: "Φ(h), the element of a heap of h tokens; red: in the P-portion, so that the heap alone is lost for the player to move." }),
				table("h", m.width, m.rows, (c) => el("td", { className: c.p ? "zero" : "", title: c.title, textContent: c.phi }))));
		$("heaps-misere").hidden = false;
	}

	$("heaps-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		errors.clear();
		const t0 = performance.now();
		try {
			const r = await engine.call("heapValues", $("heaps-rule").value, $("heaps-n").value);
			if (errors.show(r)) {
				$("heaps-summary").textContent = "";
				return;
			}
			view.dataset.computeMs = ms(t0);
			values = r;
			$("heaps-summary").textContent = S.summary(r, gameName(r.rule));
			showValues();
			view.dataset.valuesMs = ms(t0);
			$("heaps-misere").hidden = true;
			if (misere()) {
				$("heaps-misere").replaceChildren(el("p", { textContent: "Computing the misère quotient…" }));
				$("heaps-misere").hidden = false;
				const t1 = performance.now();
				const q = await engine.call("misereQuotient", $("heaps-rule").value, $("heaps-bound").value);
				if (errors.show(q)) {
					$("heaps-misere").hidden = true;
					return;
				}
				view.dataset.misereMs = ms(t1);
				showQuotient(q);
			}
		} catch (err) {
			$("heaps-misere").hidden = true;
			errors.fail(err);
		}
	});
	$("heaps-show").addEventListener("change", showValues);
	$("heaps-play").addEventListener("change", () => $("heaps-setup").requestSubmit());

	// Play.

	const status = (text, cls = "") => {
		$("heaps-status").textContent = text;
		$("heaps-status").className = "status " + cls;
	};

	function render() {
		const a = game.analysis;
		const rows = game.heaps.map((h, i) => el("tr", {},
			el("th", { scope: "row", textContent: letter(i) }),
			el("td", { className: "stones", textContent: h <= 60 ? "●".repeat(h) : "many" }),
			el("td", { textContent: String(h) }),
			el("td", { textContent: S.column(a, game.misere, i) })));
		$("heaps-table").tHead.rows[0].cells[3].textContent = game.misere ? "Φ" : "G";
		$("heaps-table").tBodies[0].replaceChildren(...rows);
		const foot = S.total(a, game.misere);
		$("heaps-table").tFoot.replaceChildren(el("tr", {},
			el("th", { scope: "row", colSpan: 3, textContent: foot.label }),
			el("td", { className: foot.marked ? "odd" : "", textContent: foot.value })));
		const from = $("heaps-from");
		const keep = from.value;
		from.replaceChildren(...game.heaps.map((h, i) => el("option", { value: String(i), textContent: `${letter(i)} (${h})` })));
		if (keep && Number(keep) < game.heaps.length) {
			from.value = keep;
		}
		for (const id of ["heaps-move", "heaps-hint", "heaps-computer", "heaps-from", "heaps-option"]) {
			$(id).disabled = game.over || game.busy;
		}
	}

	async function loadOptions() {
		const i = Number($("heaps-from").value || 0);
		const r = await engine.call("heapOptions", game.rule, game.heaps, i);
		if (moveErrors.show(r)) {
			return;
		}
		game.options = r.options || [];
		const opts = game.options.map((o, j) => el("option", { value: String(j), textContent: S.describe(game.heaps, o) }));
		if (opts.length === 0) {
			opts.push(el("option", { value: "", textContent: "no move from this heap" }));
		}
		$("heaps-option").replaceChildren(...opts);
	}

	// position asks the engine for the analysis of heaps in the play of the
	// game g.
	const position = (g, heaps) => g.misere ?
		engine.call("miserePosition", g.rule, g.bound, heaps) :
		engine.call("heapPosition", g.rule, heaps);

	async function analyse() {
		const a = await position(game, game.heaps);
		return !moveErrors.show(a) && show(a);
	}

	// show shows the analysis a of the position, and the end of the game,
	// or the moves of the heap chosen.
	async function show(a) {
		game.analysis = a;
		$("heaps-hints").replaceChildren();
		if (a.over) {
			game.over = true;
			const end = S.endStatus(game.lastMover, game.misere);
			status(end.text, end.cls);
		}
		render();
		if (!game.over) {
			await loadOptions();
		}
		return true;
	}

	const computerMove = () => computerTurn(view, game, render, status, moveErrors, async () => {
		const r = await (game.misere ?
			engine.call("misereComputer", game.rule, game.bound, game.heaps) :
			engine.call("heapComputer", game.rule, game.heaps));
		if (moveErrors.show(r)) {
			return false;
		}
		$("heaps-log").append(el("li", { textContent: "Computer: " + S.describe(game.heaps, r) }));
		game.heaps = r.heaps;
		game.lastMover = "computer";
		if (await show(r) && !game.over) {
			status(S.yourMoveStatus);
		}
		return true;
	});

	$("heaps-play-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		playErrors.clear();
		errors.clear();
		moveErrors.clear();
		try {
			const rule = $("heaps-rule").value.trim();
			const g = { rule, misere: misere(), bound: $("heaps-bound").value };
			const a = await position(g, $("heaps-position").value);
			if (playErrors.show(a)) {
				return;
			}
			game = S.newGame(g.rule, g.misere, g.bound, a);
			$("heaps-log").replaceChildren();
			$("heaps-hints").replaceChildren();
			$("heaps-board").hidden = false;
			status("");
			$("heaps-board").querySelector("caption").textContent = S.caption(gameName(rule), game.misere, game.bound);
			if (game.over) {
				const end = S.overStatus(game.misere);
				status(end.text, end.cls);
			}
			render();
			if (!game.over) {
				await loadOptions();
				if ($("heaps-first").value === "computer") {
					await computerMove();
				} else {
					status(S.yourMoveStatus);
				}
			}
		} catch (err) {
			playErrors.fail(err);
		}
	});

	$("heaps-random").addEventListener("click", () => {
		$("heaps-position").value = randomHeaps([2, 4], [2, 15]);
		$("heaps-play-setup").requestSubmit();
	});

	$("heaps-from").addEventListener("change", () => loadOptions().catch((err) => moveErrors.fail(err)));

	$("heaps-board").addEventListener("submit", async (e) => {
		e.preventDefault();
		if (!game || game.over || game.busy) {
			return;
		}
		moveErrors.clear();
		const o = game.options[Number($("heaps-option").value)];
		if (!o || $("heaps-option").value === "") {
			moveErrors.show({ error: "Choose a heap with a move, then what to leave.", input: "move" });
			return;
		}
		try {
			$("heaps-log").append(el("li", { textContent: "You: " + S.describe(game.heaps, o) }));
			game.heaps = o.heaps;
			game.lastMover = "you";
			if (await analyse() && !game.over) {
				await computerMove();
			}
		} catch (err) {
			moveErrors.fail(err);
		}
	});

	$("heaps-hint").addEventListener("click", () => showHints("heaps-hints", game.analysis,
		(m) => el("li", { textContent: S.describe(game.heaps, m), "data-heaps": S.after(game.heaps, m).join(" ") }),
		S.noHint(game.misere)));

	$("heaps-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("heaps-setup").requestSubmit(), () => {});
}
