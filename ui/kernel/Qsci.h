#pragma once
// QScintilla for ui/: its headers declare their signals and slots with Qt's lower-case
// keywords, which ui/ turns off (QT_NO_KEYWORDS, because core's Engine has a member named
// emit), so they are defined for these includes only.
#define signals Q_SIGNALS
#define slots Q_SLOTS
#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerjson.h>
#include <Qsci/qsciscintilla.h>
#undef signals
#undef slots
