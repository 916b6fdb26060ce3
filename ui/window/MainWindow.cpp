#include "ui/window/MainWindow.h"

#include "core/model/SpeedupContext.h"

#include "ui/session/CalibrationPanel.h"
#include "ui/session/CandidateEditing.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/CandidateTablePanel.h"
#include "ui/session/ClusterPanel.h"
#include "ui/session/DeferralPanel.h"
#include "ui/session/DiagnosisPanel.h"
#include "ui/session/DiscoveryPanel.h"
#include "ui/session/EngineController.h"
#include "ui/session/ForecastPanel.h"
#include "ui/charts/EvaluationView.h"
#include "ui/session/HardwareLoader.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/settings/LanguageMenu.h"
#include "ui/session/LlmPanel.h"
#include "ui/settings/LlmSettingsDialog.h"
#include "ui/session/ParameterPanel.h"
#include "ui/session/ProgressPanel.h"
#include "ui/session/RooflinePanel.h"
#include "ui/tree/LineageTimelinePanel.h"
#include "ui/tree/SearchTreePanel.h"
#include "ui/tree/SearchTreeView.h"
#include "ui/session/SessionCommands.h"
#include "ui/window/CandidateActions.h"
#include "ui/window/RunActions.h"
#include "ui/window/LayoutMenu.h"
#include "ui/window/WindowLayout.h"
#include "ui/window/SessionStatus.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QShowEvent>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

#include <algorithm>

namespace augur::ui {

MainWindow::MainWindow(EngineController* controller, QWidget* parent)
    : QMainWindow(parent), context_(new SessionContext(this)), model_(new CandidateModel(this)),
      tablePanel_(new CandidateTablePanel(model_)), treePanel_(new SearchTreePanel), forecast_(new ForecastPanel),
      deferral_(new DeferralPanel), discovery_(new DiscoveryPanel), calibration_(new CalibrationPanel),
      diagnosis_(new DiagnosisPanel), roofline_(new RooflinePanel), progress_(new ProgressPanel),
      kernel_(new KernelPanel), llm_(new LlmPanel), cluster_(new ClusterPanel),
      hardwareLoader_(new HardwareLoader(this)), log_(new QPlainTextEdit), commands_(new SessionCommands(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    createActions();
    createDocks();
    createMenus();
    status_ = new SessionStatus(statusBar(), this);
    // Most of the screen, docks fitted to it (restoreLayout puts back the engineer's own).
    placeForFirstStart(*this, screen() ? screen()->availableGeometry() : QRect());
    setController(controller);
}

QTableView* MainWindow::candidateTable() const { return tablePanel_->table(); }
SearchTreeView* MainWindow::searchTree() const { return treePanel_->view(); }

void MainWindow::restoreLayout() {
    restoreWindowLayout(*this);
    saveLayoutOnClose_ = true;
}

void MainWindow::createActions() {
    auto make = [this](const char* name, auto slot) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromLatin1(name));
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    runActions_ = new RunActions(this);
    quitAction_ = make("actionQuit", [this] { close(); });
    quitAction_->setShortcut(QKeySequence::Quit);
    candidateActions_ = new CandidateActions(this);
    candidateActions_->bindKernelPanel(kernel_); // Pin as baseline, Compare metrics
    connect(candidateActions_, &CandidateActions::overrideRequested, this, &MainWindow::requestOverride);
    connect(candidateActions_, &CandidateActions::expandRequested, this,
            [this](qint64 id) { controller_->expandFrom(id); });
    connect(candidateActions_, &CandidateActions::compareRequested, this, &MainWindow::compareSelected);
    editing_ = new CandidateEditing(this, commands_);
    runToolBar_ = addToolBar(QString());
    runToolBar_->setObjectName(QStringLiteral("runToolBar"));
    runToolBar_->addActions(runActions_->actions());
}

void MainWindow::createMenus() {
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->setObjectName(QStringLiteral("fileMenu"));
    fileMenu_->addActions(commands_->fileActions());
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);

    runMenu_ = menuBar()->addMenu(QString());
    runMenu_->setObjectName(QStringLiteral("runMenu"));
    runMenu_->addActions(runActions_->actions());
    runMenu_->addSeparator();
    runMenu_->addAction(commands_->budgetAction());

    candidateMenu_ = menuBar()->addMenu(QString());
    candidateMenu_->setObjectName(QStringLiteral("candidateMenu"));
    candidateActions_->addTo(*candidateMenu_, editing_->editAction(), true);

    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->setObjectName(QStringLiteral("viewMenu"));
    for (const auto& [dock, title] : docks_) viewMenu_->addAction(dock->toggleViewAction());
    viewMenu_->addMenu(new LayoutMenu(*this, viewMenu_)); // Standard, Search, Kernel, Decisions
    viewMenu_->addSeparator();
    languageMenu_ = new LanguageMenu(viewMenu_);
    viewMenu_->addMenu(languageMenu_);
    viewMenu_->addSeparator();
    // Offline evaluation of the surrogates on the open session (or any dataset), in its
    // own window so it never takes room from the live panels.
    evaluateAction_ = viewMenu_->addAction(QString(), this, [this] {
        if (!evaluationView_) {
            evaluationView_ = new EvaluationView(this);
            evaluationView_->setWindowFlag(Qt::Window);
            evaluationView_->resize(1000, 700);
        }
        if (controller_) evaluationView_->setSession(controller_->problem(), model_->candidates());
        evaluationView_->show();
        evaluationView_->raise();
    });
    evaluateAction_->setObjectName(QStringLiteral("actionEvaluate"));
    llmSettingsAction_ = viewMenu_->addAction(QString(), this, [this] {
        LlmSettingsDialog d(this);
        d.exec();
    });
    llmSettingsAction_->setObjectName(QStringLiteral("actionLlmSettings"));
    retranslateUi();
}

void MainWindow::createDocks() {
    setDockNestingEnabled(true);
    auto dock = [this](const char* title, const char* name, QWidget* w) {
        auto* d = new QDockWidget(this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(w);
        docks_.emplace_back(d, title);
        return d;
    };
    log_->setReadOnly(true);
    log_->setWordWrapMode(QTextOption::WrapAnywhere);
    log_->setMaximumBlockCount(5000);
    log_->setObjectName(QStringLiteral("logView"));

    WindowDocks docks;
    docks.table = dock(QT_TR_NOOP("Candidates"), "candidatesDock", tablePanel_);
    docks.tree = dock(QT_TR_NOOP("Search tree"), "searchTreeDock", treePanel_);
    docks.forecast = dock(QT_TR_NOOP("Forecast"), "forecastDock", forecast_);
    docks.deferral = dock(QT_TR_NOOP("Deferral"), "deferralDock", deferral_);
    docks.calibration = dock(QT_TR_NOOP("Calibration"), "calibrationDock", calibration_);
    docks.discovery = dock(QT_TR_NOOP("Discovery moments"), "discoveryDock", discovery_);
    docks.log = dock(QT_TR_NOOP("Log"), "logDock", log_);
    docks.diagnosis = dock(QT_TR_NOOP("Diagnosis"), "diagnosisDock", diagnosis_);
    docks.roofline = dock(QT_TR_NOOP("Roofline"), "rooflineDock", roofline_);
    docks.progress = dock(QT_TR_NOOP("Progress"), "progressDock", progress_);
    docks.kernel = dock(QT_TR_NOOP("Kernel"), "kernelDock", kernel_);
    docks.llm = dock(QT_TR_NOOP("LLM"), "llmDock", llm_);
    docks.cluster = dock(QT_TR_NOOP("Cluster"), "clusterDock", cluster_);
    auto* parameters = new ParameterPanel;
    parameters->bind(*context_);
    connect(parameters, &ParameterPanel::candidateSelected, this, &MainWindow::userSelected);
    docks.parameters = dock(QT_TR_NOOP("Parameters"), "parametersDock", parameters);
    auto* lineage = new LineageTimelinePanel;
    lineage->bind(*context_);
    connect(lineage, &LineageTimelinePanel::candidateSelected, this, &MainWindow::userSelected);
    docks.lineage = dock(QT_TR_NOOP("Lineage"), "lineageDock", lineage);
    arrangeDefaultDocks(*this, docks);
    connectPanels();
}

void MainWindow::connectPanels() {
    // One copy of the candidates (the model's rows, index == id), shared by the context.
    for (MirroredPanel* p : std::initializer_list<MirroredPanel*>{discovery_, calibration_, deferral_})
        p->bind(*context_);
    roofline_->bind(*context_);
    tablePanel_->bind(*context_);
    kernel_->bind(*context_);
    forecast_->bind(*context_); // these five follow the selection themselves
    diagnosis_->bind(*context_);
    llm_->bind(*context_);
    progress_->shareCandidates(&model_->candidates());
    treePanel_->shareCandidates(&model_->candidates()); // the tree's search reads them

    connect(tablePanel_, &CandidateTablePanel::candidateSelected, this, &MainWindow::userSelected);
    connect(tablePanel_, &CandidateTablePanel::contextMenuRequested, this, [this](qint64 id, const QPoint& g) {
        userSelected(id);
        showCandidateMenu(id, g, true);
    });
    connect(tablePanel_, &CandidateTablePanel::selectionChanged, this, &MainWindow::updateCompareAction);
    connect(searchTree(), &SearchTreeView::candidateSelected, this, &MainWindow::userSelected);
    connect(searchTree(), &SearchTreeView::contextMenuRequested, this, [this](qint64 id, const QPoint& g) {
        userSelected(id);
        showCandidateMenu(id, g, false);
    });
    connect(searchTree(), &SearchTreeView::discoveryActivated, this, &MainWindow::showDiscovery);
    // A discovery row selects its child and opens the diff against the parent.
    connect(discovery_, &DiscoveryPanel::discoveryActivated, this, &MainWindow::showDiscovery);
    connect(roofline_, &RooflinePanel::candidateSelected, this, &MainWindow::userSelected);
    connect(llm_, &LlmPanel::candidateActivated, this, &MainWindow::userSelected);
    connect(hardwareLoader_, &HardwareLoader::loaded, this, [this] {
        roofline_->setSessionHardware(hardwareLoader_->hardware());
        diagnosis_->setFallbackPeaks(hardwareLoader_->hardware()
                                         ? std::optional<DevicePeaks>(hardwareLoader_->hardware()->peaks())
                                         : std::nullopt);
    });
    connect(deferral_, &DeferralPanel::thresholdRequested, this,
            [this](double t) { controller_->requestThreshold(t); });
}

void MainWindow::setController(EngineController* controller) {
    if (controller == controller_) return;
    if (controller_) retireController(controller_);
    controller_ = controller;
    controller_->setParent(this);
    selected_ = kNoCandidate;
    followBest_ = true;
    const Problem& problem = controller_->problem();
    model_->setParameterSpace(problem.space);
    Objective objective;
    try {
        objective = Objective::parse(controller_->config().objective);
    } catch (const std::invalid_argument&) {
        // An unknown objective cannot reach a running engine (validated); show time.
    }
    model_->setObjective(objective);
    searchTree()->setObjective(objective);
    searchTree()->setProblem(problem);
    treePanel_->setDiscoveryDelta(controller_->config().discoveryDelta);
    treePanel_->setParameterSpace(problem.space);
    discovery_->setParameterSpace(problem.space);
    discovery_->setDelta(controller_->config().discoveryDelta);
    deferral_->showThresholdInForce(controller_->thresholdInForce());
    // The replayed dataset's device gives the roofs (read off the GUI thread).
    roofline_->setSessionHardware(std::nullopt);
    diagnosis_->setFallbackPeaks(std::nullopt);
    hardwareLoader_->load(QString::fromStdString(controller_->config().datasetPath));
    {
        std::vector<std::string> parameters;
        for (const auto& prm : problem.space.parameters()) parameters.push_back(prm.name);
        progress_->setSession(controller_->config(), problem.name, parameters);
    }
    llm_->setSession(controller_->llmActivity(), controller_->config());
    // An LLM session shows what its LLM is doing; others keep the discovery moments in front.
    if (controller_->config().usesLlm()) dockOf(llm_)->raise();
    cluster_->setActivity(controller_->clusterActivity(), controller_->config());
    // A cluster session shows its jobs: an allocation waiting in the queue is the first
    // thing the engineer needs to see.
    if (controller_->clusterActivity()) dockOf(cluster_)->raise();
    context_->setSession(problem, controller_->config(), model_->candidates());
    std::vector<Candidate> none;
    onCandidatesReset(none);
    connectController();
    editing_->watch(controller_);
    retranslateUi();
}

void MainWindow::retireController(EngineController* old) {
    disconnect(old, nullptr, this, nullptr);
    disconnect(old, nullptr, deferral_, nullptr);
    old->retire();
}

void MainWindow::connectController() {
    connect(controller_, &EngineController::vendorBaselineKnown, this,
            [this](const std::optional<VendorBaseline>& baseline) {
                model_->setVendorBaseline(baseline, usesTensorRoof(controller_->problem()));
                context_->setVendorBaseline(baseline);
            });
    connect(controller_, &EngineController::candidatesReset, this, &MainWindow::onCandidatesReset);
    connect(controller_, &EngineController::candidatesChanged, this, &MainWindow::onCandidatesChanged);
    connect(controller_, &EngineController::statsChanged, this, &MainWindow::onStats);
    connect(controller_, &EngineController::thresholdChanged, deferral_, &DeferralPanel::showThresholdInForce);
    connect(controller_, &EngineController::logLine, this, [this](const QString& text, double t) {
        log_->appendPlainText(QStringLiteral("[%1 s] %2").arg(t, 7, 'f', 2).arg(text));
    });
    // Notices go to the status bar (for 20 s) as well as the log.
    connect(controller_, &EngineController::notice, this, &MainWindow::showNotice);
    connect(controller_, &EngineController::priorNote, progress_, &ProgressPanel::setPriorNote);
    connect(controller_, &EngineController::pausedChanged, this, &MainWindow::updateActions);
    connect(controller_, &EngineController::finished, this, [this](const QString& reason) {
        appendLog(tr("finished: %1").arg(reason));
        updateActions();
    });
    connect(controller_, &EngineController::errorOccurred, this, [this](const QString& message) {
        appendLog(tr("error: %1").arg(message));
        updateActions();
    });
}

void MainWindow::appendLog(const QString& text) { log_->appendPlainText(text); }

void MainWindow::showStatus(const QString& text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); }

void MainWindow::clearStatus() { statusBar()->clearMessage(); }

void MainWindow::showNotice(const QString& text) { status_->showNotice(text); }

QString MainWindow::currentNotice() const { return status_->notice(); }

void MainWindow::onCandidatesReset(std::vector<Candidate>& taken) {
    // The model takes the tree (moved, not copied: 250 ms at 100,000 candidates) and every
    // panel reads the model's rows.
    model_->resetCandidates(std::move(taken));
    const std::vector<Candidate>& all = model_->candidates();
    searchTree()->resetCandidates(all);
    progress_->refreshNow();
    status_->showCandidates(all);
    context_->resetCandidates(); // the table, the Kernel dock and the bound panels follow
}

void MainWindow::onCandidatesChanged(const std::vector<Candidate>& changed) {
    model_->updateCandidates(changed);
    searchTree()->updateCandidates(changed);
    progress_->candidatesChanged();
    editing_->candidatesChanged(changed);
    context_->changeCandidates(changed);
    // A pass over the tree only when a measurement may have arrived.
    if (std::any_of(changed.begin(), changed.end(), [](const Candidate& c) { return c.measurement.has_value(); }))
        status_->showCandidates(model_->candidates());
    for (const Candidate& c : changed)
        if (c.id == selected_) {
            updateActions(); // the overrides that fit its new state
            break;
        }
}

void MainWindow::onStats(const SessionStats& s) {
    status_->showStats(s, controller_->config(), *model_);
    context_->setStats(s);
    deferral_->setBudget(s.measured, controller_->config().maxMeasurements);
    // Until the engineer picks a candidate, the panels follow the best one found.
    if (followBest_ && s.bestCandidate != kNoCandidate && s.bestCandidate != selected_ &&
        model_->candidate(s.bestCandidate))
        selectCandidate(s.bestCandidate);
    updateActions();
}

void MainWindow::updateActions() {
    const bool started = controller_->isStarted();
    const bool done = controller_->isFinished();
    const bool paused = controller_->isPaused();
    runActions_->update(started, done, paused);
    candidateActions_->update(model_->candidate(selected_), started && !done && selected_ != kNoCandidate);
    // A finished session's threshold would re-decide nothing: say so instead of "(requested)".
    deferral_->setSliderEnabled(!done,
                                done ? tr("The session has finished: a new threshold would change no "
                                          "decision. Run > Raise budget… continues it.")
                                     : QString());
    editing_->updateAction();
    status_->showRunState(started, done, paused);
    commands_->updateActions();
}

void MainWindow::userSelected(qint64 id) {
    followBest_ = false;
    selectCandidate(id);
}

void MainWindow::selectCandidate(qint64 id) {
    if (!model_->candidate(id)) return;
    selected_ = id;
    context_->select(id); // the table, the Kernel dock and the bound panels follow
    searchTree()->selectCandidate(id);
    updateActions();
}

void MainWindow::setKernelCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& unavailableReason) {
    editing_->setCompiler(compiler, QStringLiteral("sm_90"));
    kernel_->setKernelCompiler(std::move(compiler), unavailableReason);
}

void MainWindow::setKernelDisassembler(std::shared_ptr<KernelDisassembler> disassembler) {
    kernel_->setKernelDisassembler(std::move(disassembler));
}

void MainWindow::showDiff(qint64 a, qint64 b) {
    const Candidate* left = model_->candidate(a);
    const Candidate* right = model_->candidate(b);
    if (!left || !right) return;
    followBest_ = false; // the engineer asked for this pair: the selection stays put
    QDockWidget* dock = dockOf(kernel_);
    dock->show();
    dock->raise();
    kernel_->showDiff(left, right, controller_->problem());
}

void MainWindow::compareSelected() {
    QList<qint64> ids = tablePanel_->selectedIds();
    if (ids.size() != 2) return;
    std::sort(ids.begin(), ids.end()); // the older candidate on the left
    showDiff(ids[0], ids[1]);
}

void MainWindow::showDiscovery(qint64 parent, qint64 child) {
    userSelected(child);
    showDiff(parent, child);
}

void MainWindow::updateCompareAction() {
    candidateActions_->compareAction()->setEnabled(tablePanel_->selectedIds().size() == 2);
}

QDockWidget* MainWindow::dockOf(QWidget* panel) const {
    for (const auto& [dock, title] : docks_)
        if (dock->widget() == panel) return dock;
    return nullptr;
}

void MainWindow::requestOverride(qint64 id, OverrideKind kind) {
    if (id == kNoCandidate) return;
    controller_->overrideCandidate(id, kind);
}

void MainWindow::showCandidateMenu(qint64 id, const QPoint& globalPos, bool fromTable) {
    if (id != selected_) return;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("candidateContextMenu"));
    candidateActions_->addTo(menu, editing_->editAction(), fromTable);
    if (!fromTable) { // folding the subtree under the node
        menu.addSeparator();
        menu.addActions(treePanel_->nodeActions());
    }
    menu.exec(globalPos);
}

void MainWindow::retranslateUi() {
    const QString session = controller_ && !controller_->sessionPath().isEmpty()
        ? QFileInfo(controller_->sessionPath()).fileName()
        : tr("not saved");
    // What produces the candidates and the forecasts, named in the status bar.
    if (controller_) status_->showSession(controller_->config());
    setWindowTitle(tr("Augur — %1 (%2)")
                       .arg(controller_ ? QString::fromStdString(controller_->problem().name) : QString(), session));
    runToolBar_->setWindowTitle(tr("Run"));
    evaluateAction_->setText(tr("Evaluate surrogates…"));
    llmSettingsAction_->setText(tr("LLM endpoints and prompts…"));
    runActions_->retranslate();
    quitAction_->setText(tr("&Quit"));
    candidateActions_->retranslate();
    fileMenu_->setTitle(tr("&File"));
    runMenu_->setTitle(tr("&Run"));
    candidateMenu_->setTitle(tr("&Candidate"));
    viewMenu_->setTitle(tr("&View"));
    for (const auto& [dock, title] : docks_) dock->setWindowTitle(tr(title));
    commands_->retranslate();
    editing_->retranslate();
    if (!controller_) return;
    model_->retranslate();
    onStats(controller_->stats());
}

void MainWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(e);
}

void MainWindow::showEvent(QShowEvent* e) {
    if (!e->spontaneous()) arrangeForShownSize(*this); // resized by its caller before it shows
    QMainWindow::showEvent(e);
}

void MainWindow::closeEvent(QCloseEvent* e) {
    if (saveLayoutOnClose_) saveWindowLayout(*this);
    QMainWindow::closeEvent(e);
}

} // namespace augur::ui
