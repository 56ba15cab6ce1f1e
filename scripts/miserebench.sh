#!/bin/bash
# miserebench.sh: times `nimber misere` beside Aaron Siegel's MisereSolver,
# on the same codes and bounds, interleaved, and checks that both find the
# same |Q| and |P| (any disagreement is a bug in one of them).
#
# Usage: scripts/miserebench.sh CGSUITE_GIT_DIR [ROUNDS]
#
# CGSUITE_GIT_DIR is a clone (or bare mirror) of the public CGSuite source
# (github.com/cgsuite/cgsuite, or aaron-siegel/cgsuite), which this script
# does not fetch. MisereSolver's files (lib/core/src/main/scala/org/cgsuite/
# core/misere/solver/*.java, unchanged) are compiled with javac beside a
# few stubs, written here, for the three Scala classes they import, for
# TimeoutException (defined in CommandLineInterface.java, left out)
# (HeapRuleset, TakeAndBreak, TBCode: the rule's moves, computed by the
# stub from the code's digits) and the Scala collections they use, and a
# small main of ours, PeerMain, which runs MisereSolver.next() to heap N,
# exactly as its command-line interface does without the periodicity
# checker, and prints "|Q| = ORDER, |P| = SIZE" and the seconds taken. The
# build lives in $PEER (default /work/peers/miseresolver), outside the
# repository. Needs java and javac (any JDK from 11 on).
set -euo pipefail
SRC=${1:?usage: scripts/miserebench.sh CGSUITE_GIT_DIR [ROUNDS]}
ROUNDS=${2:-3}
PEER=${PEER:-/work/peers/miseresolver}
REPO=$(cd "$(dirname "$0")/.." && pwd)
DIR=lib/core/src/main/scala/org/cgsuite/core/misere/solver
mkdir -p "$PEER/src/org/cgsuite/core/misere/solver" "$PEER/src/org/cgsuite/core/impartial" \
	"$PEER/src/scala/collection/immutable" "$PEER/src/scala/jdk" "$PEER/classes"
for f in BipartiteMonoid CommutativeMonoid DirectSumMonoid ExplicitFiniteMonoid MisereSolver MsvLoader Pretension Relation Word; do
	git --git-dir="$(cd "$SRC" && git rev-parse --git-dir | sed "s|^\([^/]\)|$SRC/\1|")" show "HEAD:$DIR/$f.java" >"$PEER/src/org/cgsuite/core/misere/solver/$f.java"
done
S=$PEER/src
cat >"$S/scala/collection/immutable/IndexedSeq.java" <<'J'
package scala.collection.immutable;
public interface IndexedSeq<T> { int length(); T apply(int i); }
J
cat >"$S/scala/jdk/CollectionConverters.java" <<'J'
package scala.jdk;
import java.util.List;
public class CollectionConverters {
    public interface AsJava<T> { List<T> asJava(); }
    public static <T> AsJava<T> SeqHasAsJava(List<T> list) { return () -> list; }
}
J
mkdir -p "$S/org/cgsuite/core"
cat >"$S/org/cgsuite/core/Integer.java" <<'J'
package org.cgsuite.core;
public class Integer {
    private final int v;
    private Integer(int v) { this.v = v; }
    public static Integer apply(int v) { return new Integer(v); }
    public int intValue() { return v; }
}
J
cat >"$S/org/cgsuite/core/impartial/TBCode.java" <<'J'
package org.cgsuite.core.impartial;
public class TBCode {
    public static TBCode apply(String code) { return new TBCode(); }
}
J
cat >"$S/org/cgsuite/core/impartial/HeapRuleset.java" <<'J'
package org.cgsuite.core.impartial;
import java.util.List;
import scala.collection.immutable.IndexedSeq;
public interface HeapRuleset {
    interface Options { List<IndexedSeq<org.cgsuite.core.Integer>> toSeq(); }
    Options heapOptions(org.cgsuite.core.Integer heap);
}
J
cat >"$S/org/cgsuite/core/impartial/TakeAndBreak.java" <<'J'
package org.cgsuite.core.impartial;
import java.util.ArrayList;
import java.util.List;
import scala.collection.immutable.IndexedSeq;
import org.cgsuite.core.Integer;
/** The moves of a code d0.d1d2..., digits 0-9a-v or &N;: bit j of dk lets a move take k tokens and leave j heaps. */
public class TakeAndBreak implements HeapRuleset {
    final List<java.lang.Integer> digits = new ArrayList<>();
    public static TakeAndBreak apply(String code) { return new TakeAndBreak(code); }
    TakeAndBreak(String code) {
        String[] parts = code.split("\\.", 2);
        for (String part : new String[] {parts[0].isEmpty() ? "0" : parts[0], parts[1]}) {
            for (int i = 0; i < part.length(); i++) {
                if (part.charAt(i) == '&') {
                    int end = part.indexOf(';', i);
                    digits.add(java.lang.Integer.parseInt(part.substring(i + 1, end)));
                    i = end;
                } else {
                    digits.add(java.lang.Integer.parseInt(part.substring(i, i + 1), 32));
                }
            }
        }
    }
    public Options heapOptions(Integer heap) {
        int n = heap.intValue();
        List<IndexedSeq<Integer>> opts = new ArrayList<>();
        for (int k = 0; k < digits.size() && k <= n; k++) {
            for (int j = 0; j < 8; j++) {
                if ((digits.get(k) >> j & 1) != 0 && (j > 0 || n == k) && !(k == 0 && j < 2)) {
                    split(n - k, j, 1, new ArrayList<>(), opts);
                }
            }
        }
        return () -> opts;
    }
    static void split(int r, int j, int from, List<Integer> p, List<IndexedSeq<Integer>> out) {
        if (j == 0) {
            if (r == 0) {
                List<Integer> c = new ArrayList<>(p);
                out.add(new IndexedSeq<Integer>() {
                    public int length() { return c.size(); }
                    public Integer apply(int i) { return c.get(i); }
                });
            }
            return;
        }
        for (int a = from; a <= r; a++) {
            p.add(Integer.apply(a));
            split(r - a, j - 1, a, p, out);
            p.remove(p.size() - 1);
        }
    }
}
J
# TimeoutException lives in CommandLineInterface.java, which needs Scala.
cat >"$S/org/cgsuite/core/misere/solver/TimeoutException.java" <<'J'
package org.cgsuite.core.misere.solver;
class TimeoutException extends RuntimeException {}
J
cat >"$S/org/cgsuite/core/misere/solver/PeerMain.java" <<'J'
package org.cgsuite.core.misere.solver;
import org.cgsuite.core.impartial.TakeAndBreak;
/** PeerMain CODE N: MisereSolver to heap N; prints |Q|, |P| and the seconds. */
public class PeerMain {
    public static void main(String[] args) {
        int n = java.lang.Integer.parseInt(args[1]);
        long start = System.nanoTime();
        MisereSolver ms = new MisereSolver(TakeAndBreak.apply(args[0]));
        while (ms.p.prefn.size() <= n) {
            ms.next();
        }
        BipartiteMonoid q = ms.partialPretension(n).getQuotient();
        System.out.printf("|Q| = %d, |P| = %d%n%.3f s%n", q.size(), q.pPortionSize(), (System.nanoTime() - start) / 1e9);
    }
}
J
javac -nowarn -d "$PEER/classes" $(find "$S" -name '*.java') 2>&1 | grep -v '^Note:' || true
(cd "$REPO" && go build -o "$PEER/nimber" ./cmd/nimber)

# The codes and bounds of issue 22, and codes with digits past 7.
CASES=${CASES:-"0.07:30 0.137:29 0.4:31 4.7:30 0.77:40 0.75:40 0.123:40 0.31:40 0.52:40 0.54:30 0.6:12 0.8:22 4.&12;:30 0.1v:30"}
for r in $(seq "$ROUNDS"); do
	for c in $CASES; do
		code=${c%:*} n=${c#*:}
		t0=$(date +%s.%N)
		ours=$("$PEER/nimber" misere "$code" "$n" | sed -n 1p)
		t1=$(date +%s.%N)
		theirs=$(timeout "${PEER_TIMEOUT:-300}" java -Xss64m -cp "$PEER/classes" org.cgsuite.core.misere.solver.PeerMain "$code" "$n" 2>/dev/null || echo "failed or timed out")
		t2=$(date +%s.%N)
		same=same
		[ "$ours" = "$(echo "$theirs" | head -1)" ] || same=DIFFERENT
		printf '%s\t%s\t%s\tnimber %.3fs\t%s\tMisereSolver %.3fs (JVM included; its own %s)\t%s\n' "$r" "$code" "$n" \
			"$(echo "$t1 - $t0" | bc)" "$ours" "$(echo "$t2 - $t1" | bc)" "$(echo "$theirs" | tail -1)" "$same"
	done
done

# Ours again without the process's start (some 20 ms on a small virtual
# machine, most of the time of the small codes): the Go benchmark runs
# the same codes and bounds in one process.
(cd "$REPO" && go test ./game -run '^$' -bench 'MisereQuotient' -count "$ROUNDS" | grep '^Benchmark')
