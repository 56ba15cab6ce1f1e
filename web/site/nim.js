// The Nim view: set up heaps and rules, play against the computer, ask
// for hints; the heaps are shown in binary with the column counts. This is
// the renderer; the game and its texts are in nim-state.js.
import { $, el, Errors, computerTurn, showHints } from "./ui.js";
import { letter, randomHeaps } from "./state.js";
import { newGame, yourMoveStatus, describeMove, bounded as isBounded, width as columns, bits, counts, ruleText, endStatus } from "./nim-state.js";

export function initNim(engine) {
	const view = $("nim");
	const setupErrors = new Errors({ heaps: "nim-heaps", max: "nim-max", k: "nim-k", rules: "nim-max" }, "nim-heaps");
	const moveErrors = new Errors({ move: "nim-move-error", heaps: "nim-move-error" }, "nim-move-error");
	let game = null; // newGame's

	const status = (text, cls = "") => {
		$("nim-status").textContent = text;
		$("nim-status").className = "status " + cls;
	};

	function rules() {
		return { max: $("nim-max").value, k: $("nim-k").value, misere: $("nim-play").value === "misere" };
	}

	function render() {
		const a = game.analysis;
		const table = $("nim-heaps-table");
		const bounded = isBounded(game.rules);
		const width = columns(a);
		const bitHeads = [];
		for (let j = width - 1; j >= 0; j--) {
			bitHeads.push(el("th", { scope: "col", textContent: String(2 ** j) }));
		}
		table.tHead.replaceChildren(el("tr", {},
			el("th", { scope: "col", textContent: "heap" }),
			el("th", { scope: "col", className: "stones", textContent: "stones" }),
			el("th", { scope: "col", textContent: "size" }),
			...(bounded ? [el("th", { scope: "col", textContent: `mod ${Number(game.rules.max) + 1}` })] : []),
			el("th", { scope: "col", textContent: "leave" }),
			...bitHeads));
		const rows = game.heaps.map((h, i) => {
			const stones = el("td", { className: "stones" });
			if (h <= 40) {
				for (let s = 0; s < h; s++) {
					// Choosing stone s takes it and those above it.
					stones.append(el("button", {
						type: "button", textContent: "●", tabIndex: -1,
						title: `leave ${s} in heap ${letter(i)}`,
						"aria-label": `leave ${s} in heap ${letter(i)}`,
						onclick: () => {
							$(`nim-leave-${i}`).value = s;
							$(`nim-leave-${i}`).focus();
						},
					}));
				}
			} else {
				stones.textContent = "many";
			}
			const v = a.values[i];
			return el("tr", {},
				el("th", { scope: "row", textContent: letter(i) }),
				stones,
				el("td", { textContent: String(h) }),
				...(bounded ? [el("td", { textContent: String(v) })] : []),
				el("td", {}, el("input", {
					id: `nim-leave-${i}`, value: String(h), inputMode: "numeric", autocomplete: "off",
					"aria-label": `stones to leave in heap ${letter(i)}`,
					disabled: game.over,
				})),
				...bits(v, width).map((one) => el("td", { className: "bit" + (one ? " one" : ""), textContent: String(one) })));
		});
		table.tBodies[0].replaceChildren(...rows);
		table.tFoot.replaceChildren(el("tr", {},
			el("th", { scope: "row", textContent: "ones", title: "the number of ones in each column" }),
			el("td", { className: "stones" }),
			el("td", { colSpan: bounded ? 3 : 2, textContent: "in each column:" }),
			...counts(a, width).map((c) => el("td", { className: c.odd ? "odd" : "", textContent: String(c.count) }))));
		$("nim-rule").textContent = ruleText(a, game.rules, game.heaps);
		for (const id of ["nim-move", "nim-hint", "nim-computer"]) {
			$(id).disabled = game.over || game.busy;
		}
	}

	async function analyse() {
		const a = await engine.call("nim", game.heaps, game.rules);
		return !moveErrors.show(a) && show(a);
	}

	// show shows the analysis a of the position, and the end of the game.
	function show(a) {
		game.analysis = a;
		$("nim-hints").replaceChildren();
		if (a.over) {
			game.over = true;
			const end = endStatus(game.lastMover, a.lastMoverWins);
			status(end.text, end.cls);
		}
		render();
		return true;
	}

	function log(who, from, to) {
		$("nim-log").append(el("li", { textContent: `${who}: ${describeMove(from, to)}` }));
	}

	const computerMove = () => computerTurn(view, game, render, status, moveErrors, async () => {
		const r = await engine.call("nimComputer", game.heaps, game.rules);
		if (moveErrors.show(r)) {
			return false;
		}
		log("Computer", game.heaps, r.heaps);
		game.heaps = r.heaps;
		game.lastMover = "computer";
		if (show(r) && !game.over) {
			status(yourMoveStatus);
		}
		return true;
	});

	$("nim-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		setupErrors.clear();
		moveErrors.clear();
		try {
			const r = rules();
			const a = await engine.call("nim", $("nim-heaps").value, r);
			if (setupErrors.show(a)) {
				return;
			}
			game = newGame(a, r);
			$("nim-log").replaceChildren();
			$("nim-hints").replaceChildren();
			$("nim-board").hidden = false;
			status("");
			if (game.over) {
				status("No stones to play with.", "lose");
			}
			render();
			if (!game.over) {
				if ($("nim-first").value === "computer") {
					await computerMove();
				} else {
					status(yourMoveStatus);
				}
			}
		} catch (err) {
			setupErrors.fail(err);
		}
	});

	$("nim-random").addEventListener("click", () => {
		$("nim-heaps").value = randomHeaps([3, 5], [1, 15]);
		$("nim-setup").requestSubmit();
	});

	$("nim-board").addEventListener("submit", async (e) => {
		e.preventDefault();
		if (!game || game.over || game.busy) {
			return;
		}
		moveErrors.clear();
		const next = game.heaps.map((_, i) => $(`nim-leave-${i}`).value.trim());
		try {
			const r = await engine.call("nimMove", game.heaps, next, game.rules);
			if (moveErrors.show(r)) {
				return;
			}
			log("You", game.heaps, r.heaps);
			game.heaps = r.heaps;
			game.lastMover = "you";
			if (await analyse() && !game.over) {
				await computerMove();
			}
		} catch (err) {
			moveErrors.fail(err);
		}
	});

	$("nim-hint").addEventListener("click", () => showHints("nim-hints", game.analysis,
		(m) => el("li", { textContent: describeMove(game.heaps, m), "data-heaps": m.join(" ") }),
		"No winning move: every move loses against best play. Take one stone and hope for a mistake."));

	$("nim-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("nim-setup").requestSubmit(), () => {});
}
