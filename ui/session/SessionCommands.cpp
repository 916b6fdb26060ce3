#include "ui/session/SessionCommands.h"
#include "ui/session/BundleAction.h"
#include "ui/session/RecheckAction.h"

#include "core/backend/slurm/SlurmProfileStore.h"
#include "core/session/LiveSession.h"
#include "core/session/SessionBudgets.h"
#include "ui/settings/BudgetDialog.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/base/BackgroundTask.h"
#include "ui/session/EngineLoader.h"
#include "ui/session/JsonlExport.h"
#include "ui/session/SessionHost.h"
#include "ui/settings/SessionDialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace augur::ui {

SessionCommands::SessionCommands(SessionHost* host)
    : QObject(host->hostWidget()), host_(host), loader_(new EngineLoader(this)), newAction_(new QAction(this)),
      openAction_(new QAction(this)), exportAction_(new QAction(this)), budgetAction_(new QAction(this)),
      bundle_(new BundleAction(host, this)), recheck_(new RecheckAction(host, this)) {
    newAction_->setObjectName(QStringLiteral("actionNewSession"));
    openAction_->setObjectName(QStringLiteral("actionOpenSession"));
    exportAction_->setObjectName(QStringLiteral("actionExport"));
    budgetAction_->setObjectName(QStringLiteral("actionRaiseBudget"));
    newAction_->setShortcut(QKeySequence::New);
    openAction_->setShortcut(QKeySequence::Open);
    connect(newAction_, &QAction::triggered, this, &SessionCommands::newSession);
    connect(openAction_, &QAction::triggered, this, &SessionCommands::openSession);
    connect(exportAction_, &QAction::triggered, this, &SessionCommands::exportSession);
    connect(budgetAction_, &QAction::triggered, this, &SessionCommands::raiseBudget);
    connect(loader_, &EngineLoader::loaded, this, [this] {
        auto* controller = new EngineController(loader_->takeSession());
        host_->setController(controller);
        controller->start();
        host_->clearStatus();
        interactive_ = false;
        updateActions();
        Q_EMIT sessionOpened();
    });
    connect(loader_, &EngineLoader::failed, this, [this](const QString& message) {
        host_->clearStatus();
        report(message, interactive_);
        interactive_ = false;
        updateActions();
    });
    retranslate();
}

bool SessionCommands::isBusy() const { return loader_->isBusy() || exporting_; }

void SessionCommands::retranslate() {
    newAction_->setText(tr("&New session…"));
    openAction_->setText(tr("&Open session…"));
    exportAction_->setText(tr("&Export…"));
    budgetAction_->setText(tr("Raise &budget…"));
    newAction_->setToolTip(tr("Start a new session: dataset, strategy, budgets"));
    openAction_->setToolTip(tr("Resume a session file (.augur)"));
    exportAction_->setToolTip(tr("Write every candidate as JSONL, as augur-cli export does"));
    budgetAction_->setToolTip(tr("Give the session more measurements, candidates or time, and continue it"));
    bundle_->retranslate();
    recheck_->retranslate();
}

QList<QAction*> SessionCommands::fileActions() const {
    return {newAction_, openAction_, exportAction_, bundle_->action(), recheck_->action()};
}

void SessionCommands::updateActions() {
    const bool idle = !loader_->isBusy();
    newAction_->setEnabled(idle);
    openAction_->setEnabled(idle);
    exportAction_->setEnabled(!exporting_ && host_->candidateModel()->rowCount() > 0);
    const EngineController* c = host_->controller();
    const bool running = c && c->isStarted() && !c->isFinished();
    const bool resumable = c && c->isFinished() && !c->sessionPath().isEmpty();
    budgetAction_->setEnabled(idle && (running || resumable));
    bundle_->update();
}

void SessionCommands::report(const QString& message, bool box) {
    host_->appendLog(tr("error: %1").arg(message));
    if (box) QMessageBox::warning(host_->hostWidget(), tr("Augur"), message);
    Q_EMIT failed(message);
}

bool SessionCommands::load(const QString& what, std::function<std::unique_ptr<LiveSession>()> build) {
    if (!loader_->load(std::move(build))) {
        interactive_ = false;
        return false;
    }
    host_->showStatus(what);
    updateActions();
    return true;
}

void SessionCommands::newSession() {
    SessionDialog dialog(host_->hostWidget());
    dialog.setConfig(dialogStart());
    dialog.setSessionDirectory(defaults_.sessionDirectory);
    if (dialog.exec() != QDialog::Accepted) return;
    lastChosen_ = dialog.config();
    interactive_ = true;
    startSession(dialog.config(), dialog.sessionPath());
}

SessionConfig SessionCommands::dialogStart() const {
    if (lastChosen_) return *lastChosen_;
    SessionConfig start;
    start.datasetPath = defaults_.datasetPath.toStdString();
    start.problemPath = defaults_.problemPath.toStdString();
    start.replayDelayMs = defaults_.replayDelayMs;
    // The cluster fields start from the profiles file's default profile, as the LLM group
    // starts from the endpoints file's default; a file that cannot be read leaves the
    // built-in settings (the dialog shows why).
    try {
        const SlurmProfileStore store = SlurmProfileStore::load(SlurmProfileStore::defaultPath());
        if (!store.profiles.empty() && (!store.defaultName.empty() || store.profiles.size() == 1))
            start.slurm = store.resolve("", "profiles file");
    } catch (const std::exception&) {}
    return start;
}

bool SessionCommands::startSession(const SessionConfig& config, const QString& sessionPath) {
    const std::string path = sessionPath.toStdString();
    // A cuda session starts its GPU workers here, off the GUI thread; without a GPU or
    // driver the backend's reason (libcuda, no device) comes back through failed(). A slurm
    // session waits here until its allocations run and their workers say hello, which can
    // take as long as the queue does: the status bar says what it waits for.
    QString what;
    if (config.replays())
        what = tr("Loading %1…").arg(QString::fromStdString(config.datasetPath));
    else if (config.backend == "slurm")
        what = tr("Waiting for the Slurm allocation (%1) and its workers; pending at most %2 s…")
                   .arg(QString::fromStdString(config.slurm.describe()))
                   .arg(config.slurm.pendingTimeoutS, 0, 'f', 0);
    else
        what = tr("Starting the %1 backend on %2…")
                   .arg(QString::fromStdString(config.backend), QString::fromStdString(config.problemPath));
    return load(what, [config, path] { return LiveSession::create(config, path); });
}

void SessionCommands::openSession() {
    const QString file =
        QFileDialog::getOpenFileName(host_->hostWidget(), tr("Open session"), defaults_.sessionDirectory,
                                     tr("Augur sessions (*.augur);;All files (*)"));
    if (file.isEmpty()) return;
    interactive_ = true;
    openSessionFile(file);
}

bool SessionCommands::openSessionFile(const QString& path) {
    const EngineController* c = host_->controller();
    if (c && c->isStarted() && !c->isFinished() &&
        QFileInfo(c->sessionPath()).canonicalFilePath() == QFileInfo(path).canonicalFilePath()) {
        report(tr("%1 is the session running in this window.").arg(path), interactive_);
        interactive_ = false;
        return false;
    }
    const std::string file = path.toStdString();
    return load(tr("Opening %1…").arg(path), [file] { return LiveSession::resume(file); });
}

void SessionCommands::raiseBudget() {
    EngineController* c = host_->controller();
    if (!c) return;
    const bool running = c->isStarted() && !c->isFinished();
    BudgetDialog dialog(c->config(), c->stats(), c->elapsedSeconds(), running, host_->hostWidget());
    if (dialog.exec() != QDialog::Accepted) return;
    if (running) {
        c->setMeasurementBudget(dialog.maxMeasurements());
        return;
    }
    interactive_ = true;
    continueSession(dialog.maxMeasurements(), dialog.maxCandidates(), dialog.maxWallSeconds());
}

bool SessionCommands::continueSession(int maxMeasurements, int maxCandidates, double maxWallSeconds) {
    const EngineController* c = host_->controller();
    if (!c || !c->isFinished() || c->sessionPath().isEmpty()) {
        report(tr("Only a finished session with a session file can be continued."), interactive_);
        interactive_ = false;
        return false;
    }
    const std::string file = c->sessionPath().toStdString();
    return load(tr("Continuing %1…").arg(c->sessionPath()), [=] {
        // The budgets live in the file's config, which resume reads.
        setSessionBudgets(file, maxMeasurements, maxCandidates, maxWallSeconds);
        return LiveSession::resume(file);
    });
}

bool SessionCommands::continueWithCandidate(const UserCandidateRequest& request) {
    const EngineController* c = host_->controller();
    if (!c || !c->isFinished() || c->sessionPath().isEmpty()) {
        report(tr("Only a finished session with a session file can be continued."), false);
        return false;
    }
    const std::string file = c->sessionPath().toStdString();
    return load(tr("Continuing %1 to measure the new candidate…").arg(c->sessionPath()), [file, request] {
        auto session = LiveSession::resume(file);
        session->post(addCandidateRequest(request, /*stopAfter=*/true));
        return session;
    });
}

void SessionCommands::exportSession() {
    const EngineController* c = host_->controller();
    if (!c) return;
    QString suggestion =
        c->sessionPath().isEmpty() ? QDir::home().filePath(QStringLiteral("candidates.jsonl")) : c->sessionPath();
    if (suggestion.endsWith(QLatin1String(".augur")))
        suggestion.replace(suggestion.size() - 6, 6, QStringLiteral(".jsonl"));
    const QString rlFilter = tr("Records for RL trainers, augur-rl/1 (*.rl.jsonl)");
    QString chosen;
    QString file = QFileDialog::getSaveFileName(
        host_->hostWidget(), tr("Export candidates"), suggestion,
        tr("JSON Lines (*.jsonl);;All files (*)") + QStringLiteral(";;") + rlFilter, &chosen);
    if (file.isEmpty()) return;
    if (chosen == rlFilter && !file.endsWith(QLatin1String(".rl.jsonl"))) {
        if (file.endsWith(QLatin1String(".jsonl"))) file.chop(6);
        file += QStringLiteral(".rl.jsonl");
    }
    exportInteractive_ = true;
    exportTo(file);
}

bool SessionCommands::exportTo(const QString& path) {
    const EngineController* c = host_->controller();
    const bool interactive = exportInteractive_;
    exportInteractive_ = false;
    if (!c || exporting_) return false;
    // The copy is written on a worker thread: a large session takes seconds to serialise.
    struct Job {
        Problem problem;
        SessionConfig config;
        std::vector<Candidate> candidates;
        QString error;
        bool ok = false;
    };
    auto job = std::make_shared<Job>(Job{c->problem(), c->config(), host_->candidateModel()->candidates(), {}, false});
    exporting_ = true;
    updateActions();
    host_->showStatus(tr("Exporting %n candidate(s)…", nullptr, int(job->candidates.size())));
    runInBackground(
        this,
        [job, path] {
            job->ok = path.endsWith(QLatin1String(".rl.jsonl"))
                ? JsonlExport::writeRl(path, job->problem, job->config, job->candidates, &job->error)
                : JsonlExport::write(path, job->problem, job->config, job->candidates, &job->error);
            return job->ok;
        },
        [this, job, path, interactive](TaskOutcome<bool> outcome) {
            exporting_ = false;
            host_->clearStatus();
            if (outcome.ok() && *outcome.value) {
                const int n = int(job->candidates.size());
                host_->appendLog(tr("exported %n candidate(s) to %1", nullptr, n).arg(path));
                host_->showStatus(tr("Exported %n candidate(s) to %1", nullptr, n).arg(path), 8000);
                Q_EMIT exported(path, n);
            } else {
                report(outcome.ok() ? job->error : outcome.error, interactive);
            }
            updateActions();
        });
    return true;
}

} // namespace augur::ui
