module github.com/nimberdev/nimber

go 1.26
