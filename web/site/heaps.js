// The heap games view: the values G(0..N-1) of a heap game as a grid or a
// chart, with the proven period marked, in misère play its misère quotient
// to a bound, and a position of several heaps to play against the
// computer, in normal or misère play.
import { $, el, Errors, letter, ms, computerTurn, randomHeaps, showHints } from "./ui.js";

// maxGrid is the number of values the grid shows; the chart shows all.
const maxGrid = 2400;

export function initHeaps(engine) {
	const view = $("heaps");
	const errors = new Errors({ rule: "heaps-rule", n: "heaps-n", bound: "heaps-bound" }, "heaps-n");
	const playErrors = new Errors({ rule: "heaps-rule", heaps: "heaps-position", n: "heaps-position", bound: "heaps-bound" }, "heaps-position");
	const moveErrors = new Errors({ move: "heaps-move-error", heaps: "heaps-move-error", heap: "heaps-move-error", bound: "heaps-move-error" }, "heaps-move-error");
	let values = null; // the last result of heapValues
	let game = null; // {rule, misere, bound, heaps, analysis, options, over, busy, lastMover}
	const misere = () => $("heaps-play").value === "misere";

	const gameName = (rule) => {
		const o = [...$("heaps-preset").options].find((o) => o.value === rule);
		return o ? o.textContent : `The game ${rule}`;
	};

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
		const o = [...$("heaps-preset").options].find((o) => o.value === $("heaps-rule").value.trim());
		$("heaps-preset").value = o ? o.value : "";
	});

	function summary(r) {
		if (r.proven) {
			return `${gameName(r.rule)}: period ${r.period} from heap ${r.preperiod} on. G(n + ${r.period}) = G(n) for every n ≥ ${r.preperiod}, proven by the octal periodicity theorem from these ${r.n} values.`;
		}
		const why = r.rule === "grundy" ? " No periodicity theorem applies to Grundy's game, and no period is known." : " More values may prove one.";
		return `${gameName(r.rule)}: no period proven below N = ${r.n}.${why}`;
	}

	function grid(r) {
		const shown = Math.min(r.n, maxGrid);
		const width = r.proven && r.period >= 4 && r.period <= 40 ? r.period : 10;
		const rows = [];
		for (let start = 0; start < shown; start += width) {
			const cells = [el("th", { scope: "row", textContent: String(start) })];
			for (let n = start; n < Math.min(start + width, shown); n++) {
				const v = r.values[n];
				let cls = v === 0 ? "zero" : "";
				if (r.proven && n < r.preperiod) {
					cls += " pre";
				} else if (r.proven && n === r.preperiod) {
					cls += " start";
				}
				cells.push(el("td", { className: cls, title: `G(${n}) = ${v}`, textContent: String(v) }));
			}
			rows.push(el("tr", {}, ...cells));
		}
		const heads = [el("th", { scope: "col", textContent: "n" })];
		for (let j = 0; j < width; j++) {
			heads.push(el("th", { scope: "col", textContent: "+" + j }));
		}
		const notes = [];
		if (r.proven) {
			notes.push(el("p", { textContent: `G(n), in normal play, in rows of ${width}${width === r.period ? ", the period, so from the marked heap " + r.preperiod + " on each column is constant" : ""}. Grey: the preperiod. Red: the P-positions, G = 0.` }));
		} else {
			notes.push(el("p", { textContent: "G(n), in normal play. Red: the P-positions, G = 0." }));
		}
		if (shown < r.n) {
			notes.push(el("p", { textContent: `The first ${shown} of the ${r.n} values; the chart shows all.` }));
		}
		$("heaps-grid").replaceChildren(...notes, el("table", {}, el("thead", {}, el("tr", {}, ...heads)), el("tbody", {}, ...rows)));
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
		let top = 1;
		for (const v of r.values) {
			top = Math.max(top, v);
		}
		const left = 36, bottom = 28, plotW = w - left - 8, plotH = h - bottom - 10;
		const X = (n) => left + (n / r.n) * plotW;
		const Y = (v) => 10 + plotH - (v / top) * plotH;
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
		const step = Math.max(1, Math.ceil(top / 12));
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
		const bar = Math.max(1, Math.floor(plotW / r.n) - (plotW / r.n >= 4 ? 1 : 0));
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
		canvas.setAttribute("aria-label", `Chart of G(0) to G(${r.n - 1}), values 0 to ${top}` + (r.proven ? `, period ${r.period} from ${r.preperiod}` : ""));
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
		const words = (list, count) => list.join(", ") + (count > list.length ? `, … (${count} in all)` : "");
		const period = q.proven ? `Φ has period ${q.period} from heap ${q.preperiod} on, proven for every heap.` : "No period of Φ is proven to this bound.";
		const rows = [];
		const width = 10;
		for (let start = 0; start <= q.bound; start += width) {
			const cells = [el("th", { scope: "row", textContent: String(start) })];
			for (let h = start; h < Math.min(start + width, q.bound + 1); h++) {
				cells.push(el("td", { className: q.phiP[h] ? "zero" : "", title: `Φ(${h}) = ${q.phi[h]}`, textContent: q.phi[h] }));
			}
			rows.push(el("tr", {}, ...cells));
		}
		const heads = [el("th", { scope: "col", textContent: "h" })];
		for (let j = 0; j < width; j++) {
			heads.push(el("th", { scope: "col", textContent: "+" + j }));
		}
		$("heaps-misere").replaceChildren(
			el("p", { textContent: `Misère quotient of ${gameName(q.rule)} for heaps 0 to ${q.bound}: ${q.order} elements, ${q.pcount} of them in the P-portion (${words(q.pportion, q.pcount)}); ${q.tame ? "tame: that of misère Nim" : "wild: not that of misère Nim"}. ${period}` }),
			el("p", {}, "Presentation: ", el("code", { textContent: q.presentation })),
			el("div", { className: "scroll grid" },
				el("p", { textContent: "Φ(h), the element of a heap of h tokens; red: in the P-portion, so that the heap alone is lost for the player to move." }),
				el("table", {}, el("thead", {}, el("tr", {}, ...heads)), el("tbody", {}, ...rows))));
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
			$("heaps-summary").textContent = summary(r);
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

	function describe(heaps, m) {
		const h = heaps[m.heap];
		const take = h - m.left.reduce((s, x) => s + x, 0);
		const leave = m.left.length === 0 ? "nothing" : m.left.join(" + ");
		return `heap ${letter(m.heap)} (${h}): take ${take}, leave ${leave}`;
	}

	function render() {
		const a = game.analysis;
		const rows = game.heaps.map((h, i) => el("tr", {},
			el("th", { scope: "row", textContent: letter(i) }),
			el("td", { className: "stones", textContent: h <= 60 ? "●".repeat(h) : "many" }),
			el("td", { textContent: String(h) }),
			el("td", { textContent: String(game.misere ? a.elements[i] : a.values[i]) })));
		$("heaps-table").tHead.rows[0].cells[3].textContent = game.misere ? "Φ" : "G";
		$("heaps-table").tBodies[0].replaceChildren(...rows);
		$("heaps-table").tFoot.replaceChildren(game.misere ?
			el("tr", {},
				el("th", { scope: "row", colSpan: 3, textContent: `product of the elements: ${a.p ? "in" : "not in"} the P-portion` }),
				el("td", { className: a.p ? "odd" : "", textContent: a.product })) :
			el("tr", {},
				el("th", { scope: "row", colSpan: 3, textContent: "nim-sum of the values" }),
				el("td", { className: a.total ? "" : "odd", textContent: String(a.total) })));
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
		const opts = game.options.map((o, j) => el("option", { value: String(j), textContent: describe(game.heaps, o) }));
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
			// In misère play whoever made the last move loses.
			const youWon = (game.lastMover === "you") !== game.misere;
			if (game.misere) {
				status(youWon ? "You win! The computer made the last move." : "The computer wins: you made the last move.", youWon ? "win" : "lose");
			} else {
				status(youWon ? "You win! No move is left." : "The computer wins: no move is left.", youWon ? "win" : "lose");
			}
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
		$("heaps-log").append(el("li", { textContent: "Computer: " + describe(game.heaps, r) }));
		game.heaps = r.heaps;
		game.lastMover = "computer";
		game.busy = false;
		if (await show(r) && !game.over) {
			status("Your move: choose a heap and what to leave.");
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
			game = { ...g, heaps: a.heaps, analysis: a, over: false, busy: false, lastMover: null, options: [] };
			$("heaps-log").replaceChildren();
			$("heaps-hints").replaceChildren();
			$("heaps-board").hidden = false;
			status("");
			$("heaps-board").querySelector("caption").textContent = game.misere ?
				`${gameName(rule)} in misère play: the heaps and their elements Φ(h) of the quotient to heap ${game.bound}` :
				`${gameName(rule)}: the heaps and their values G(h)`;
			if (a.over) {
				game.over = true;
				status(game.misere ? "No move is possible from this position: whoever is to move has won." : "No move is possible from this position.", game.misere ? "win" : "lose");
			}
			render();
			if (!game.over) {
				await loadOptions();
				if ($("heaps-first").value === "computer") {
					await computerMove();
				} else {
					status("Your move: choose a heap and what to leave.");
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
			$("heaps-log").append(el("li", { textContent: "You: " + describe(game.heaps, o) }));
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
		(m) => el("li", {
			textContent: describe(game.heaps, m),
			"data-heaps": [...game.heaps.slice(0, m.heap), ...m.left, ...game.heaps.slice(m.heap + 1)].join(" "),
		}),
		game.misere ?
			"No winning move: the product of the elements is in the P-portion, so every move loses against best play." :
			"No winning move: the values have nim-sum 0, so every move loses against best play."));

	$("heaps-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("heaps-setup").requestSubmit(), () => {});
}
