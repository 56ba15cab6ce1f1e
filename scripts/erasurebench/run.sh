#!/bin/sh
# run.sh compares package erasure with klauspost/reedsolomon v1.14.2 on the
# shapes of issue 24: ROUNDS rounds (default 6) of every benchmark, the two
# codecs one after the other on each shape within a round, so that both see
# the same load; then benchstat, one column a codec. With -huge it runs
# TestHuge instead, the correctness run on 2^24 + 2^20 shards.
#
# Usage: scripts/erasurebench/run.sh [-huge] [OUT]   (OUT: /tmp/erasurebench.txt)
set -e
cd "$(dirname "$0")"
if [ "$1" = -huge ]; then
	exec go test -run TestHuge -huge -v -timeout 2h .
fi
out=${1:-/tmp/erasurebench.txt}
go test -c -o /tmp/erasurebench.test .
: >"$out"
for i in $(seq "${ROUNDS:-6}"); do
	/tmp/erasurebench.test -test.run '^$' -test.bench . -test.count 1 | tee -a "$out"
done
PATH=$HOME/go/bin:$PATH benchstat -col /impl "$out"
