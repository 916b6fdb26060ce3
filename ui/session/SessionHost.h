#pragma once
#include "core/model/Candidate.h"

#include <QString>

class QWidget;

namespace augur::ui {

class CandidateModel;
class EngineController;

/// What the pieces that act on a window's session (SessionCommands, CandidateEditing) need
/// from the window that owns them, so that they never see the window itself. MainWindow
/// implements it.
class SessionHost {
public:
    virtual ~SessionHost() = default;

    /// The widget that parents dialogs, message boxes and editor windows.
    virtual QWidget* hostWidget() = 0;
    /// The session on screen; null before the first one.
    virtual EngineController* controller() const = 0;
    /// Shows another session; the host takes `controller` as a child.
    virtual void setController(EngineController* controller) = 0;
    /// Every candidate of the session on screen.
    virtual CandidateModel* candidateModel() const = 0;
    /// The selected candidate, or kNoCandidate.
    virtual CandidateId selectedCandidate() const = 0;
    /// Selects a candidate in every view of the host.
    virtual void selectCandidate(qint64 id) = 0;
    /// Appends a line to the log.
    virtual void appendLog(const QString& text) = 0;
    /// Shows `text` in the status bar, for `timeoutMs` milliseconds (0: until cleared).
    virtual void showStatus(const QString& text, int timeoutMs = 0) = 0;
    /// Clears the status bar's message.
    virtual void clearStatus() = 0;
};

} // namespace augur::ui
