#include "ui/session/CandidateEditing.h"

#include "core/source/CandidateSourceView.h"
#include "ui/kernel/CandidateEditor.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/session/SessionCommands.h"
#include "ui/session/SessionHost.h"

#include <QAction>

namespace augur::ui {

CandidateEditing::CandidateEditing(SessionHost* host, SessionCommands* commands)
    : QObject(host->hostWidget()), host_(host), commands_(commands), editAction_(new QAction(this)) {
    editAction_->setObjectName(QStringLiteral("actionEditAsNew"));
    editAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(editAction_, &QAction::triggered, this, [this] { openEditor(host_->selectedCandidate()); });
    retranslate();
}

void CandidateEditing::setCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& arch) {
    compiler_ = std::move(compiler);
    arch_ = arch;
    for (CandidateEditor* e : editors()) e->setCompiler(compiler_, arch_);
}

std::vector<CandidateEditor*> CandidateEditing::editors() const {
    std::vector<CandidateEditor*> out;
    for (const auto& e : editors_)
        if (e) out.push_back(e.data());
    return out;
}

CandidateEditor* CandidateEditing::openEditor(CandidateId id) {
    const EngineController* controller = host_->controller();
    const Candidate* c = host_->candidateModel()->candidate(id);
    if (!controller || !c || editableSource(controller->problem(), *c).empty()) return nullptr;
    auto* editor = new CandidateEditor(host_->hostWidget());
    editor->setWindowFlag(Qt::Window);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setCompiler(compiler_, arch_);
    const QString whyNot = controller->measuresSource() ? QString()
        : controller->config().replays()
        ? tr("This session replays recorded measurements, so it cannot measure a new source. To measure your "
             "kernel, open the problem folder with the cuda backend (File > New session).")
        : tr("This session's backend (%1) cannot measure a new source. To measure your kernel, open the problem "
             "folder with the cuda backend (File > New session).")
              .arg(QString::fromStdString(controller->config().backend));
    editor->startFrom(controller->problem(), *c, whyNot);
    connect(editor, &CandidateEditor::submitted, this,
            [this, editor](const UserCandidateRequest& r) { submit(editor, r); });
    connect(editor, &CandidateEditor::showCandidate, host_->hostWidget(),
            [this](qint64 id) { host_->selectCandidate(id); });
    editors_.emplace_back(editor);
    editor->show();
    editor->raise();
    return editor;
}

void CandidateEditing::submit(CandidateEditor* editor, const UserCandidateRequest& request) {
    EngineController* controller = host_->controller();
    if (!controller) return;
    if (controller->isFinished()) {
        if (controller->sessionPath().isEmpty()) {
            editor->requestAnswered(request.tag, kNoCandidate, QStringLiteral("session"), 0,
                                    tr("the session is finished and kept in memory only, so it cannot be "
                                       "continued; start a session with a file to add candidates"));
            return;
        }
        // The finished session continues from its file for this candidate alone.
        host_->appendLog(tr("continuing the finished session to measure the new candidate"));
        commands_->continueWithCandidate(request);
        return;
    }
    if (!controller->isStarted()) host_->appendLog(tr("the new candidate is measured when the session starts"));
    controller->submitCandidate(request);
}

void CandidateEditing::watch(EngineController* controller) {
    connect(controller, &EngineController::candidateRequestAnswered, this,
            [this](quint64 tag, qint64 id, const QString& field, int line, const QString& reason) {
                for (CandidateEditor* e : editors()) e->requestAnswered(tag, id, field, line, reason);
            });
}

void CandidateEditing::candidatesChanged(const std::vector<Candidate>& changed) {
    for (CandidateEditor* e : editors()) e->candidatesChanged(changed);
}

void CandidateEditing::updateAction() {
    const EngineController* controller = host_->controller();
    const Candidate* c = host_->candidateModel()->candidate(host_->selectedCandidate());
    // Cheap: a candidate has a source, or a configuration of a problem with a template.
    const bool editable = controller && c &&
        (!c->source.empty() || (c->origin == Origin::Reference && !controller->problem().referenceSource.empty()) ||
         (!c->configuration.empty() && !controller->problem().tunableSource.empty()));
    editAction_->setEnabled(editable);
}

void CandidateEditing::retranslate() { editAction_->setText(tr("Edit as new candidate…")); }

} // namespace augur::ui
