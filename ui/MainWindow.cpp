#include "ui/MainWindow.h"

#include "ui/CalibrationPanel.h"
#include "ui/CandidateModel.h"
#include "ui/DeferralPanel.h"
#include "ui/DiscoveryPanel.h"
#include "ui/EngineController.h"
#include "ui/ForecastPanel.h"
#include "ui/SearchTreeView.h"
#include "ui/StateStyle.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace augur::ui {

MainWindow::MainWindow(EngineController* controller, QWidget* parent)
    : QMainWindow(parent), controller_(controller), model_(new CandidateModel(this)),
      proxy_(new QSortFilterProxyModel(this)), table_(new QTableView), stateFilter_(new QComboBox),
      tree_(new SearchTreeView), forecast_(new ForecastPanel), deferral_(new DeferralPanel), discovery_(new DiscoveryPanel),
      calibration_(new CalibrationPanel), log_(new QPlainTextEdit),
      statsLabel_(new QLabel), runLabel_(new QLabel) {
    controller_->setParent(this);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Augur — %1").arg(QString::fromStdString(controller_->problem().name)));
    model_->setParameterSpace(controller_->problem().space);
    tree_->setDiscoveryDelta(controller_->config().discoveryDelta);
    discovery_->setParameterSpace(controller_->problem().space);
    discovery_->setDelta(controller_->config().discoveryDelta);
    deferral_->setThreshold(controller_->threshold());
    createActions();
    createDocks();
    connectController();
    statusBar()->addWidget(statsLabel_, 1);
    statusBar()->addPermanentWidget(runLabel_);
    onStats(controller_->stats());
    updateActions();
    resize(1500, 950);
}

void MainWindow::restoreLayout() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    saveLayoutOnClose_ = true;
}

void MainWindow::createActions() {
    auto* run = addToolBar(tr("Run"));
    run->setObjectName(QStringLiteral("runToolBar"));
    startAction_ = run->addAction(tr("Start"), controller_, &EngineController::start);
    pauseAction_ = run->addAction(tr("Pause"), controller_, &EngineController::pause);
    resumeAction_ = run->addAction(tr("Resume"), controller_, &EngineController::resume);
    stopAction_ = run->addAction(tr("Stop"), controller_, &EngineController::stop);
    startAction_->setObjectName(QStringLiteral("actionStart"));
    pauseAction_->setObjectName(QStringLiteral("actionPause"));
    resumeAction_->setObjectName(QStringLiteral("actionResume"));
    stopAction_->setObjectName(QStringLiteral("actionStop"));

    auto* sessionMenu = menuBar()->addMenu(tr("&Session"));
    sessionMenu->addActions({startAction_, pauseAction_, resumeAction_, stopAction_});
    sessionMenu->addSeparator();
    sessionMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    auto* candidateMenu = menuBar()->addMenu(tr("&Candidate"));
    auto add = [&](const QString& text, const char* name, auto slot) {
        QAction* a = candidateMenu->addAction(text, this, slot);
        a->setObjectName(QString::fromLatin1(name));
        return a;
    };
    measureNowAction_ = add(tr("Measure now"), "actionMeasureNow", [this] { requestOverride(selected_, OverrideKind::MeasureNow); });
    acceptAction_ = add(tr("Accept forecast"), "actionAcceptForecast", [this] { requestOverride(selected_, OverrideKind::AcceptForecast); });
    excludeAction_ = add(tr("Exclude"), "actionExclude", [this] { requestOverride(selected_, OverrideKind::Exclude); });
    candidateMenu->addSeparator();
    expandAction_ = add(tr("Expand from here"), "actionExpandFrom", [this] {
        if (selected_ != kNoCandidate) controller_->expandFrom(selected_);
    });
}

QWidget* MainWindow::makeTreePanel() {
    auto* panel = new QWidget;
    auto* fit = new QToolButton(panel);
    fit->setText(tr("Fit"));
    fit->setToolTip(tr("Show the whole tree (the wheel zooms)"));
    connect(fit, &QToolButton::clicked, tree_, &SearchTreeView::fitAll);
    QStringList legend;
    for (CandidateState s : {CandidateState::Measured, CandidateState::Accepted, CandidateState::Deferred,
                             CandidateState::Measuring, CandidateState::Failed, CandidateState::Excluded})
        legend << QStringLiteral("<span style='color:%1'>■</span>&nbsp;%2").arg(StateStyle::color(s).name(), StateStyle::name(s));
    legend << tr("<span style='color:%1'><b>━</b></span>&nbsp;discovery moment (S ratio ≥ %2)")
                  .arg(StateStyle::discoveryColor().name())
                  .arg(controller_->config().discoveryDelta);
    auto* legendLabel = new QLabel(legend.join(QStringLiteral("&nbsp;&nbsp; ")), panel);
    legendLabel->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(legendLabel, 1);
    top->addWidget(fit);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(tree_, 1);
    return panel;
}

void MainWindow::createDocks() {
    setDockNestingEnabled(true);
    auto dock = [this](const QString& title, const char* name, QWidget* w) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(w);
        return d;
    };
    // Candidate table with a state filter.
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(CandidateModel::SortRole);
    proxy_->setFilterRole(CandidateModel::StateRole);
    proxy_->setFilterKeyColumn(CandidateModel::ColState);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CandidateModel::ColId, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAlternatingRowColors(true);
    table_->setColumnWidth(CandidateModel::ColId, 50);
    table_->setColumnWidth(CandidateModel::ColParent, 55);
    table_->setColumnWidth(CandidateModel::ColState, 140);
    table_->setColumnWidth(CandidateModel::ColExpectedS, 80);
    table_->setColumnWidth(CandidateModel::ColMeasuredS, 85);
    table_->setColumnWidth(CandidateModel::ColConfidence, 80);
    table_->setColumnWidth(CandidateModel::ColPredictedBin, 90);
    table_->setColumnWidth(CandidateModel::ColBin, 40);
    table_->setColumnWidth(CandidateModel::ColDecision, 140);
    table_->setColumnWidth(CandidateModel::ColOverride, 70);
    stateFilter_->addItem(tr("All states"), -1);
    for (CandidateState s : {CandidateState::Measured, CandidateState::Accepted, CandidateState::Deferred,
                             CandidateState::Measuring, CandidateState::Failed, CandidateState::Excluded, CandidateState::Proposed})
        stateFilter_->addItem(StateStyle::name(s), static_cast<int>(s));
    connect(stateFilter_, &QComboBox::currentIndexChanged, this, &MainWindow::applyStateFilter);
    auto* tablePanel = new QWidget;
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(new QLabel(tr("Show:")));
    filterRow->addWidget(stateFilter_);
    filterRow->addStretch(1);
    auto* tableLayout = new QVBoxLayout(tablePanel);
    tableLayout->setContentsMargins(2, 2, 2, 2);
    tableLayout->addLayout(filterRow);
    tableLayout->addWidget(table_, 1);

    log_->setReadOnly(true);
    log_->setWordWrapMode(QTextOption::WrapAnywhere);
    log_->setMaximumBlockCount(5000);
    log_->setObjectName(QStringLiteral("logView"));

    auto* tableDock = dock(tr("Candidates"), "candidatesDock", tablePanel);
    auto* treeDock = dock(tr("Search tree"), "searchTreeDock", makeTreePanel());
    auto* forecastDock = dock(tr("Forecast"), "forecastDock", forecast_);
    auto* deferralDock = dock(tr("Deferral"), "deferralDock", deferral_);
    auto* logDock = dock(tr("Log"), "logDock", log_);
    auto* discoveryDock = dock(tr("Discovery moments"), "discoveryDock", discovery_);
    auto* calibrationDock = dock(tr("Calibration"), "calibrationDock", calibration_);
    addDockWidget(Qt::LeftDockWidgetArea, tableDock);
    addDockWidget(Qt::RightDockWidgetArea, treeDock);
    splitDockWidget(tableDock, discoveryDock, Qt::Vertical);
    tabifyDockWidget(discoveryDock, logDock);
    splitDockWidget(treeDock, forecastDock, Qt::Vertical);
    splitDockWidget(forecastDock, deferralDock, Qt::Horizontal);
    splitDockWidget(deferralDock, calibrationDock, Qt::Vertical);
    discoveryDock->raise();
    resizeDocks({tableDock, treeDock}, {700, 800}, Qt::Horizontal);
    resizeDocks({tableDock, discoveryDock}, {540, 340}, Qt::Vertical);
    resizeDocks({treeDock, forecastDock}, {330, 550}, Qt::Vertical);
    resizeDocks({forecastDock, deferralDock}, {410, 390}, Qt::Horizontal);
    resizeDocks({deferralDock, calibrationDock}, {300, 250}, Qt::Vertical);
    auto* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* d : {tableDock, treeDock, forecastDock, deferralDock, calibrationDock, discoveryDock, logDock}) view->addAction(d->toggleViewAction());

    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& cur) {
        if (syncingSelection_ || !cur.isValid()) return;
        followBest_ = false;
        selectCandidate(cur.data(CandidateModel::CandidateIdRole).toLongLong());
    });
    connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex idx = table_->indexAt(pos);
        if (!idx.isValid()) return;
        const qint64 id = idx.data(CandidateModel::CandidateIdRole).toLongLong();
        followBest_ = false;
        selectCandidate(id);
        showCandidateMenu(id, table_->viewport()->mapToGlobal(pos));
    });
    connect(tree_, &SearchTreeView::candidateSelected, this, [this](qint64 id) {
        followBest_ = false;
        selectCandidate(id);
    });
    connect(tree_, &SearchTreeView::contextMenuRequested, this, [this](qint64 id, const QPoint& g) {
        followBest_ = false;
        selectCandidate(id);
        showCandidateMenu(id, g);
    });
    connect(deferral_, &DeferralPanel::thresholdRequested, controller_, &EngineController::setThreshold);
    connect(discovery_, &DiscoveryPanel::candidateActivated, this, [this](qint64 id) {
        followBest_ = false;
        selectCandidate(id);
    });
}

void MainWindow::connectController() {
    connect(controller_, &EngineController::candidatesReset, this, [this](const std::vector<Candidate>& all) {
        model_->resetCandidates(all);
        tree_->resetCandidates(all);
        discovery_->resetCandidates(all);
        calibration_->resetCandidates(all);
        deferral_->resetCandidates(all);
        refreshForecastPanel();
    });
    connect(controller_, &EngineController::candidatesChanged, this, &MainWindow::onCandidatesChanged);
    connect(controller_, &EngineController::statsChanged, this, &MainWindow::onStats);
    connect(controller_, &EngineController::thresholdChanged, deferral_, &DeferralPanel::setThreshold);
    connect(controller_, &EngineController::logLine, this, [this](const QString& text, double t) {
        log_->appendPlainText(QStringLiteral("[%1 s] %2").arg(t, 7, 'f', 2).arg(text));
    });
    connect(controller_, &EngineController::pausedChanged, this, &MainWindow::updateActions);
    connect(controller_, &EngineController::finished, this, [this](const QString& reason) {
        log_->appendPlainText(tr("finished: %1").arg(reason));
        updateActions();
    });
    connect(controller_, &EngineController::errorOccurred, this, [this](const QString& message) {
        log_->appendPlainText(tr("error: %1").arg(message));
        updateActions();
    });
}

void MainWindow::onCandidatesChanged(const std::vector<Candidate>& changed) {
    model_->updateCandidates(changed);
    tree_->updateCandidates(changed);
    discovery_->updateCandidates(changed);
    calibration_->updateCandidates(changed);
    deferral_->updateCandidates(changed);
    for (const Candidate& c : changed)
        if (c.id == selected_) {
            refreshForecastPanel();
            break;
        }
    if (selected_ != kNoCandidate) tree_->selectCandidate(selected_);
}

void MainWindow::onStats(const SessionStats& s) {
    QString best = s.bestCandidate == kNoCandidate ? QStringLiteral("—")
                                                   : tr("%1× (#%2)").arg(s.bestSpeedup, 0, 'f', 3).arg(s.bestCandidate);
    statsLabel_->setText(tr("Candidates: %1   Measured: %2 / %3   Accepted on forecast: %4   Waiting: %5   Failed: %6   Best S: %7")
                             .arg(s.candidates)
                             .arg(s.measured)
                             .arg(controller_->config().maxMeasurements)
                             .arg(s.accepted)
                             .arg(s.deferredWaiting)
                             .arg(s.failed)
                             .arg(best));
    // Until the engineer picks a candidate, the panels follow the best one found.
    if (followBest_ && s.bestCandidate != kNoCandidate && s.bestCandidate != selected_ && model_->candidate(s.bestCandidate))
        selectCandidate(s.bestCandidate);
    updateActions();
}

void MainWindow::updateActions() {
    const bool started = controller_->isStarted();
    const bool done = controller_->isFinished();
    const bool paused = controller_->isPaused();
    startAction_->setEnabled(!started);
    pauseAction_->setEnabled(started && !done && !paused);
    resumeAction_->setEnabled(started && !done && paused);
    stopAction_->setEnabled(started && !done);
    const bool live = started && !done && selected_ != kNoCandidate;
    for (QAction* a : {measureNowAction_, acceptAction_, excludeAction_, expandAction_}) a->setEnabled(live);
    runLabel_->setText(!started ? tr("not started") : done ? tr("finished") : paused ? tr("paused") : tr("running"));
}

void MainWindow::selectCandidate(qint64 id) {
    if (!model_->candidate(id)) return;
    selected_ = id;
    syncingSelection_ = true;
    const QModelIndex src = model_->index(model_->rowOf(id), 0);
    const QModelIndex idx = proxy_->mapFromSource(src);
    if (idx.isValid() && table_->currentIndex().row() != idx.row()) {
        table_->selectionModel()->setCurrentIndex(idx, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        table_->scrollTo(idx);
    }
    syncingSelection_ = false;
    tree_->selectCandidate(id);
    refreshForecastPanel();
    updateActions();
}

void MainWindow::refreshForecastPanel() {
    const Candidate* c = model_->candidate(selected_);
    const Candidate* parent = c ? model_->candidate(c->parent) : nullptr;
    forecast_->showCandidate(c, parent, controller_->problem().space);
}

void MainWindow::requestOverride(qint64 id, OverrideKind kind) {
    if (id == kNoCandidate) return;
    controller_->overrideCandidate(id, kind);
}

void MainWindow::showCandidateMenu(qint64 id, const QPoint& globalPos) {
    QMenu menu(this);
    menu.addAction(measureNowAction_);
    menu.addAction(acceptAction_);
    menu.addAction(excludeAction_);
    menu.addSeparator();
    menu.addAction(expandAction_);
    menu.exec(globalPos);
}

void MainWindow::applyStateFilter() {
    const int state = stateFilter_->currentData().toInt();
    if (state < 0) proxy_->setFilterRegularExpression(QString());
    else proxy_->setFilterRegularExpression(QStringLiteral("^%1$").arg(state));
}

void MainWindow::closeEvent(QCloseEvent* e) {
    if (!saveLayoutOnClose_) return QMainWindow::closeEvent(e);
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    QMainWindow::closeEvent(e);
}

} // namespace augur::ui
