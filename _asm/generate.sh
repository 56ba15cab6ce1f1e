#!/usr/bin/env bash
# Writes the amd64 assembly of nimber from the avo programs of this module
# (a module of its own, so that avo stays out of nimber's go.mod). Each
# program writes its .s file and the Go declarations of its functions into
# the package that uses them; CI runs this script and fails on a difference.
set -euo pipefail
cd "$(dirname "$0")"
# One line a kernel family: go run ./FAMILY -out ../PKG/FILE_amd64.s -stubs ../PKG/FILE_stubs_amd64.go -pkg PKG
# (the stubs end in _amd64.go, so that other architectures leave them out).
go run ./field/clmul -out ../clmul_amd64.s -stubs ../clmul_stubs_amd64.go -pkg nimber
go run ./field/batch -out ../batch_amd64.s -stubs ../batch_stubs_amd64.go -pkg nimber
go run ./field/matmul -out ../matmul_amd64.s -stubs ../matmul_stubs_amd64.go -pkg nimber
go run ./field/polykernel -out ../poly/kernel_amd64.s -stubs ../poly/kernel_stubs_amd64.go -pkg poly
