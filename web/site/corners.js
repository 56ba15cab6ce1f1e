// The Turning Corners view: a board of coins, each head labelled with its
// value, the nim-product of its row and column; play against the computer.
import { $, el, Errors, computerTurn, showHints } from "./ui.js";

export function initCorners(engine) {
	const view = $("corners");
	const errors = new Errors({ size: "corners-size", coins: "corners-size" }, "corners-size");
	const moveErrors = new Errors({ move: "corners-move-error", coins: "corners-move-error", size: "corners-move-error" }, "corners-move-error");
	let game = null; // {size, coins, analysis, over, busy, lastMover, selected, focus, turned, editing}

	const status = (text, cls = "") => {
		$("corners-status").textContent = text;
		$("corners-status").className = "status " + cls;
	};
	const at = (r, c) => r * game.size + c;
	const rect = (m) => `the rectangle from (${m.a}, ${m.b}) to (${m.r}, ${m.c})`;

	function render() {
		const a = game.analysis;
		const n = game.size;
		const heads = [el("th", { scope: "col", textContent: "" })];
		for (let c = 0; c < n; c++) {
			heads.push(el("th", { scope: "col", textContent: String(c) }));
		}
		$("corners-grid").tHead.replaceChildren(el("tr", {}, ...heads));
		const rows = [];
		for (let r = 0; r < n; r++) {
			const cells = [el("th", { scope: "row", textContent: String(r) })];
			for (let c = 0; c < n; c++) {
				const i = at(r, c);
				const up = !!game.coins[i];
				const v = a.values[i];
				let cls = up ? "heads" : "tails";
				if (r === 0 || c === 0) {
					cls += " dead";
				}
				if (game.selected === i) {
					cls += " selected";
				}
				if (game.turned.includes(i)) {
					cls += " turned";
				}
				cells.push(el("td", {}, el("button", {
					type: "button",
					id: `coin-${r}-${c}`,
					className: cls,
					textContent: up ? String(v) : "",
					tabIndex: i === game.focus ? 0 : -1,
					"aria-label": `row ${r}, column ${c}: ${up ? "heads, value " + v : "tails"}`,
					"aria-pressed": game.selected === i ? "true" : "false",
					"data-r": r,
					"data-c": c,
				})));
			}
			rows.push(el("tr", {}, ...cells));
		}
		$("corners-grid").tBodies[0].replaceChildren(...rows);
		for (const id of ["corners-hint", "corners-computer"]) {
			$(id).disabled = game.over || game.busy || game.editing;
		}
		if (!game.over && !game.busy) {
			const who = game.editing ? "Editing: Enter or a click turns a coin over. " : "";
			status(`${who}The heads' values have nim-sum ${a.total}: ${a.total ? "whoever moves now can win" : "whoever moves now loses against best play"}.`);
		}
	}

	async function analyse() {
		const a = await engine.call("corners", game.size, game.coins);
		return !moveErrors.show(a) && show(a);
	}

	// show shows the analysis a of the board, and the end of the game.
	function show(a) {
		game.analysis = a;
		$("corners-hints").replaceChildren();
		if (a.over && !game.editing) {
			game.over = true;
			const youWon = game.lastMover === "you";
			status(youWon ? "You win! No head is left outside row 0 and column 0." : "The computer wins: no move is left.", youWon ? "win" : "lose");
		}
		render();
		return true;
	}

	const computerMove = () => computerTurn(view, game, render, status, moveErrors, async () => {
		const r = await engine.call("cornersComputer", game.size, game.coins);
		if (moveErrors.show(r)) {
			return false;
		}
		const m = r.move;
		$("corners-log").append(el("li", { textContent: `Computer: turn ${rect(m)}` }));
		game.coins = r.coins;
		game.turned = [at(m.r, m.c), at(m.a, m.c), at(m.r, m.b), at(m.a, m.b)];
		game.lastMover = "computer";
		game.busy = false;
		return show(r);
	});

	async function play(i) {
		const r = Math.floor(i / game.size), c = i % game.size;
		moveErrors.clear();
		if (game.selected === null) {
			if (!game.coins[i] || r === 0 || c === 0) {
				moveErrors.show({ error: `Choose a head outside row 0 and column 0 as the far corner; (${r}, ${c}) is ${game.coins[i] ? "in row or column 0" : "tails"}.`, input: "move" });
				return;
			}
			game.selected = i;
			render();
			$("corners-status").textContent = `Far corner (${r}, ${c}). Now the opposite corner, above and to the left; Escape cancels.`;
			return;
		}
		const s = game.selected;
		const m = { r: Math.floor(s / game.size), c: s % game.size, a: r, b: c };
		const res = await engine.call("cornersMove", game.size, game.coins, m);
		if (moveErrors.show(res)) {
			return;
		}
		game.selected = null;
		$("corners-log").append(el("li", { textContent: `You: turn ${rect(m)}` }));
		game.coins = res.coins;
		game.turned = [at(m.r, m.c), at(m.a, m.c), at(m.r, m.b), at(m.a, m.b)];
		game.lastMover = "you";
		if (await analyse() && !game.over) {
			await computerMove();
		}
	}

	$("corners-grid").addEventListener("click", async (e) => {
		const b = e.target.closest("button");
		if (!b || !game || game.over || game.busy) {
			return;
		}
		const i = at(Number(b.dataset.r), Number(b.dataset.c));
		game.focus = i;
		try {
			if (game.editing) {
				game.coins[i] = game.coins[i] ? 0 : 1;
				game.turned = [];
				await analyse();
			} else {
				await play(i);
			}
		} catch (err) {
			moveErrors.fail(err);
		}
		const f = $(`coin-${Math.floor(game.focus / game.size)}-${game.focus % game.size}`);
		if (f) {
			f.focus();
		}
	});

	// The arrow keys move the focus on the board; one coin is in the tab
	// order.
	$("corners-grid").addEventListener("keydown", (e) => {
		if (!game) {
			return;
		}
		if (e.key === "Escape" && game.selected !== null) {
			game.selected = null;
			render();
			$(`coin-${Math.floor(game.focus / game.size)}-${game.focus % game.size}`).focus();
			return;
		}
		const d = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
		if (!d) {
			return;
		}
		e.preventDefault();
		const r = Math.max(0, Math.min(game.size - 1, Math.floor(game.focus / game.size) + d[0]));
		const c = Math.max(0, Math.min(game.size - 1, (game.focus % game.size) + d[1]));
		$(`coin-${Math.floor(game.focus / game.size)}-${game.focus % game.size}`).tabIndex = -1;
		game.focus = at(r, c);
		const b = $(`coin-${r}-${c}`);
		b.tabIndex = 0;
		b.focus();
	});

	$("corners-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		errors.clear();
		moveErrors.clear();
		try {
			const size = $("corners-size").value;
			const n = Number(size);
			const coins = [];
			if (Number.isInteger(n) && n > 0 && n <= 64) {
				// A random board with a head in about a third of the places.
				for (let i = 0; i < n * n; i++) {
					coins.push(Math.random() < 0.34 ? 1 : 0);
				}
				coins[n * n - 1] = 1;
			}
			const a = await engine.call("corners", size, coins);
			if (errors.show(a)) {
				return;
			}
			game = {
				size: a.size, coins: a.coins.map((x) => (x ? 1 : 0)), analysis: a, over: false, busy: false,
				lastMover: null, selected: null, focus: a.size * a.size - 1, turned: [], editing: $("corners-edit").getAttribute("aria-pressed") === "true",
			};
			$("corners-log").replaceChildren();
			$("corners-hints").replaceChildren();
			$("corners-board").hidden = false;
			render();
			if ($("corners-first").value === "computer" && !game.editing) {
				await computerMove();
			}
		} catch (err) {
			errors.fail(err);
		}
	});

	$("corners-edit").addEventListener("click", async () => {
		const on = $("corners-edit").getAttribute("aria-pressed") !== "true";
		$("corners-edit").setAttribute("aria-pressed", String(on));
		if (!game) {
			return;
		}
		game.editing = on;
		game.selected = null;
		game.over = false;
		game.lastMover = null;
		try {
			await analyse();
		} catch (err) {
			moveErrors.fail(err);
		}
	});

	$("corners-hint").addEventListener("click", () => showHints("corners-hints", game.analysis,
		(m) => el("li", { textContent: `turn ${rect(m)}`, "data-move": `${m.r} ${m.c} ${m.a} ${m.b}` }),
		"No winning move: the values have nim-sum 0, so every move loses against best play."));

	$("corners-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("corners-setup").requestSubmit(), () => {});
}
