#pragma once
#include <QString>

namespace augur::ui {

/// What a new session starts from when the engineer does not say otherwise; filled by
/// the application (app/gui) from its command line and environment.
struct SessionDefaults {
    QString datasetPath; ///< dataset of the embedded default session
    QString problemPath; ///< problem folder first offered for the cuda backend (empty: none)
    QString sessionDirectory; ///< folder for new session files (empty: keep sessions in memory)
    double replayDelayMs = 0.0; ///< pacing of replayed measurements, so a session can be watched
};

} // namespace augur::ui
