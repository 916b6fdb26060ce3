#pragma once
// The window's side of "Edit as new candidate": the action, the editor windows, and where
// a submitted candidate goes — the running engine, or, for a finished session with a file,
// a continuation of that session that measures it and stops.
#include "core/kernel/KernelCompiler.h"
#include "core/model/Candidate.h"
#include "core/source/UserCandidate.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

class QAction;

namespace augur::ui {

class CandidateEditor;
class EngineController;
class SessionHost;
class SessionCommands;

class CandidateEditing : public QObject {
    Q_OBJECT
public:
    CandidateEditing(SessionHost* host, SessionCommands* commands);

    /// Candidate > Edit as new candidate… (on the selected candidate).
    QAction* editAction() const { return editAction_; }
    /// The compiler of the editors' "Check compile"; null disables it.
    void setCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& arch);
    /// Opens an editor on candidate `id` (a new window each time, so no edit is lost);
    /// null when the candidate has no source to start from.
    CandidateEditor* openEditor(CandidateId id);
    /// The editors open now.
    std::vector<CandidateEditor*> editors() const;

    /// Called by the window when it shows another session's controller.
    void watch(EngineController* controller);
    /// Called by the window with every batch of changed candidates.
    void candidatesChanged(const std::vector<Candidate>& changed);
    /// Enables the action for the selected candidate.
    void updateAction();
    void retranslate();

private:
    void submit(CandidateEditor* editor, const UserCandidateRequest& request);

    SessionHost* host_;
    SessionCommands* commands_;
    QAction* editAction_;
    std::shared_ptr<KernelCompiler> compiler_;
    QString arch_ = QStringLiteral("sm_90");
    std::vector<QPointer<CandidateEditor>> editors_;
};

} // namespace augur::ui
