package dicewarsui

// stubFiles answers file dialogs with a fixed path.
type stubFiles struct{ path string }

func (s stubFiles) Open(_ string, _ []string, cb func(string))    { cb(s.path) }
func (s stubFiles) Save(_, _ string, _ []string, cb func(string)) { cb(s.path) }
