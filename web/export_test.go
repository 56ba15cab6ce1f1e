package web

// LoadFiles exposes loadFiles to the tests of broken sites.
var LoadFiles = loadFiles
