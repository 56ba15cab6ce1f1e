module github.com/nimberdev/nimber/scripts/erasurebench

go 1.26.0

require (
	github.com/klauspost/reedsolomon v1.14.2
	github.com/nimberdev/nimber v0.0.0
)

require (
	github.com/klauspost/cpuid/v2 v2.3.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
)

replace github.com/nimberdev/nimber => ../..
