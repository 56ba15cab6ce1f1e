#!/bin/sh
# Graphbench times "nimber graph -outcome" and "nimber graph" (the values)
# end to end against scripts/graph_retro.cpp, a plain C++ retrograde solver
# with fast input and output, on one random graph from scripts/graphgen.go
# (10^6 vertices, 4 options each but for 1000 sinks: 3996000 edges, most
# positions drawn). The runs are interleaved, C++, -outcome, values, and
# the script prints the median wall-clock and CPU (user + system) seconds
# of each and their ratios to C++. It checks once that -outcome and the C++
# solver print the same. Run it from the module root, by hand (not in CI):
#
#	sh scripts/graphbench.sh [RUNS] [GRAPHGEN FLAGS...]
#
# The machine may be shared: compare the ratios of one run, not figures of
# different runs.
set -eu
runs=${1:-7}
[ $# -gt 0 ] && shift
dir=${TMPDIR:-/tmp}/graphbench
mkdir -p "$dir"
go build -o "$dir/nimber" ./cmd/nimber
g++ -O2 -o "$dir/graph_retro" scripts/graph_retro.cpp
go run scripts/graphgen.go "$@" > "$dir/graph.txt"
head -1 "$dir/graph.txt" | awk '{print "graph: " $1 " vertices, " $2 " edges"}'
"$dir/graph_retro" "$dir/graph.txt" > "$dir/cpp.out"
"$dir/nimber" graph -outcome "$dir/graph.txt" > "$dir/outcome.out"
cmp "$dir/cpp.out" "$dir/outcome.out"
"$dir/nimber" graph "$dir/graph.txt" > "$dir/values.out"
echo "largest finite value: $(grep -v inf "$dir/values.out" | sort -n | tail -1)"
: > "$dir/times"
i=0
while [ $i -lt "$runs" ]; do
	for cmd in "c++ $dir/graph_retro" "outcome $dir/nimber graph -outcome" "values $dir/nimber graph"; do
		name=${cmd%% *}
		/usr/bin/time -f "$name %e %U %S" -a -o "$dir/times" ${cmd#* } "$dir/graph.txt" > /dev/null
	done
	i=$((i + 1))
done
median() { # name, field: 2 wall, 3 cpu
	awk -v n="$1" -v f="$2" '$1 == n { print (f == 2 ? $2 : $3 + $4) }' "$dir/times" | sort -n |
		awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
cw=$(median c++ 2)
cc=$(median c++ 3)
for name in c++ outcome values; do
	w=$(median $name 2)
	c=$(median $name 3)
	echo "$name: median $w s wall ($(echo "$w $cw" | awk '{printf "%.2f", $1 / $2}')x C++), $c s cpu ($(echo "$c $cc" | awk '{printf "%.2f", $1 / $2}')x)"
done
