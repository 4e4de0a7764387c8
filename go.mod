module github.com/sulaco/sulaco

go 1.26.8

require (
	github.com/goccy/go-yaml v1.19.2 // indirect
	github.com/nicksnyder/go-i18n/v2 v2.7.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	pgregory.net/rapid v1.3.0 // indirect
)
