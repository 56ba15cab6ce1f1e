// The Turning Corners view: a board of coins, each head labelled with its
// value, the nim-product of its row and column; play against the computer.
// This is the renderer; the game and its texts are in corners-state.js.
import { $, el, Errors, computerTurn, showHints } from "./ui.js";
import * as S from "./corners-state.js";

export function initCorners(engine) {
	const view = $("corners");
	const errors = new Errors({ size: "corners-size", coins: "corners-size" }, "corners-size");
	const moveErrors = new Errors({ move: "corners-move-error", coins: "corners-move-error", size: "corners-move-error" }, "corners-move-error");
	let game = null; // S.newGame's

	const status = (text, cls = "") => {
		$("corners-status").textContent = text;
		$("corners-status").className = "status " + cls;
	};
	const at = (r, c) => r * game.size + c;
	const focusCoin = () => $(`coin-${Math.floor(game.focus / game.size)}-${game.focus % game.size}`);

	function render() {
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
				const coin = S.coin(game, i);
				cells.push(el("td", {}, el("button", {
					type: "button",
					id: `coin-${r}-${c}`,
					className: coin.cls,
					textContent: coin.text,
					tabIndex: i === game.focus ? 0 : -1,
					"aria-label": coin.label,
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
			status(S.positionStatus(game));
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
			const end = S.endStatus(game.lastMover);
			status(end.text, end.cls);
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
		$("corners-log").append(el("li", { textContent: `Computer: turn ${S.rect(m)}` }));
		game.coins = r.coins;
		game.turned = S.corners(m, game.size);
		game.lastMover = "computer";
		return show(r);
	});

	async function play(i) {
		moveErrors.clear();
		if (game.selected === null) {
			const c = S.choose(game, i);
			if (c.error) {
				moveErrors.show({ error: c.error, input: "move" });
				return;
			}
			game.selected = i;
			render();
			$("corners-status").textContent = c.status;
			return;
		}
		const m = S.move(game, i);
		const res = await engine.call("cornersMove", game.size, game.coins, m);
		if (moveErrors.show(res)) {
			return;
		}
		game.selected = null;
		$("corners-log").append(el("li", { textContent: `You: turn ${S.rect(m)}` }));
		game.coins = res.coins;
		game.turned = S.corners(m, game.size);
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
		const f = focusCoin();
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
			focusCoin().focus();
			return;
		}
		const to = S.arrow(e.key, game.focus, game.size);
		if (to < 0) {
			return;
		}
		e.preventDefault();
		focusCoin().tabIndex = -1;
		game.focus = to;
		const b = focusCoin();
		b.tabIndex = 0;
		b.focus();
	});

	$("corners-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		errors.clear();
		moveErrors.clear();
		try {
			const size = $("corners-size").value;
			const a = await engine.call("corners", size, S.randomBoard(Number(size)));
			if (errors.show(a)) {
				return;
			}
			game = S.newGame(a, $("corners-edit").getAttribute("aria-pressed") === "true");
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
		(m) => el("li", { textContent: `turn ${S.rect(m)}`, "data-move": `${m.r} ${m.c} ${m.a} ${m.b}` }),
		"No winning move: the values have nim-sum 0, so every move loses against best play."));

	$("corners-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("corners-setup").requestSubmit(), () => {});
}
