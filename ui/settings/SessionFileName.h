#pragma once
#include <QString>

namespace augur::ui {

/// A new session file's name, "<dir>/<stem>-yyyyMMdd-HHmmss.augur", for a dataset file or
/// problem folder named "stem_…" or "stem.…"; "-2", "-3", … appended while the name is taken.
/// Empty `dir`: empty (a session kept in memory).
QString suggestSessionFile(const QString& dir, const QString& datasetOrProblem);

} // namespace augur::ui
