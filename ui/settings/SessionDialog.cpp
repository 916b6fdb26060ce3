#include "ui/settings/SessionDialog.h"

#include "core/base/InputError.h"
#include "core/model/Objective.h"
#include "core/session/SessionFactory.h"
#include "ui/settings/LlmSettingsGroup.h"
#include "ui/settings/SessionFileName.h"
#include "ui/settings/SlurmSettingsGroup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QButtonGroup>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace augur::ui {

namespace {
QWidget* withButton(QWidget* field, QPushButton* button) {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field, 1);
    layout->addWidget(button);
    return row;
}
} // namespace

SessionDialog::SessionDialog(QWidget* parent)
    : QDialog(parent), replayMode_(new QRadioButton), gpuMode_(new QRadioButton), slurmMode_(new QRadioButton),
      slurm_(new SlurmSettingsGroup), llm_(new LlmSettingsGroup), dataset_(new QLineEdit), task_(new QLineEdit),
      problem_(new QLineEdit), objective_(new QComboBox), timeWeight_(new QDoubleSpinBox), profile_(new QCheckBox),
      energy_(new QCheckBox), lockClocks_(new QCheckBox), replayFields_(new QWidget), gpuFields_(new QWidget),
      strategy_(new QComboBox), prior_(new QLineEdit), maxMeasurements_(new QSpinBox), maxWall_(new QDoubleSpinBox),
      maxCandidates_(new QSpinBox), threshold_(new QDoubleSpinBox), batch_(new QSpinBox), children_(new QSpinBox),
      seed_(new QSpinBox), replayDelay_(new QDoubleSpinBox), sessionPath_(new QLineEdit), memoryOnly_(new QCheckBox),
      error_(new QLabel) {
    setObjectName(QStringLiteral("sessionDialog"));
    setWindowTitle(tr("New session"));
    nameFields();
    describeFields();
    connectFields();
    // Two columns: in one the groups would be taller than most screens.
    auto* left = new QVBoxLayout;
    left->addWidget(measurementsGroup());
    left->addWidget(searchGroup());
    left->addWidget(budgetsGroup());
    left->addStretch(1);
    auto* right = new QVBoxLayout;
    right->addWidget(llm_);
    right->addWidget(slurm_);
    right->addWidget(sessionFileGroup());
    right->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start session"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel")); // without Qt's own catalogues too
    connect(buttons, &QDialogButtonBox::accepted, this, &SessionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SessionDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    setConfig(SessionConfig{});
}

void SessionDialog::nameFields() {
    replayMode_->setObjectName(QStringLiteral("replayModeRadio"));
    gpuMode_->setObjectName(QStringLiteral("gpuModeRadio"));
    slurmMode_->setObjectName(QStringLiteral("slurmModeRadio"));
    problem_->setObjectName(QStringLiteral("problemEdit"));
    objective_->setObjectName(QStringLiteral("objectiveCombo"));
    timeWeight_->setObjectName(QStringLiteral("timeWeightSpin"));
    profile_->setObjectName(QStringLiteral("profileCheck"));
    energy_->setObjectName(QStringLiteral("energyCheck"));
    lockClocks_->setObjectName(QStringLiteral("lockClocksCheck"));
    dataset_->setObjectName(QStringLiteral("datasetEdit"));
    task_->setObjectName(QStringLiteral("taskEdit"));
    strategy_->setObjectName(QStringLiteral("strategyCombo"));
    maxMeasurements_->setObjectName(QStringLiteral("maxMeasurementsSpin"));
    maxWall_->setObjectName(QStringLiteral("maxWallSpin"));
    maxCandidates_->setObjectName(QStringLiteral("maxCandidatesSpin"));
    threshold_->setObjectName(QStringLiteral("thresholdSpin"));
    batch_->setObjectName(QStringLiteral("batchSpin"));
    seed_->setObjectName(QStringLiteral("seedSpin"));
    replayDelay_->setObjectName(QStringLiteral("replayDelaySpin"));
    sessionPath_->setObjectName(QStringLiteral("sessionPathEdit"));
    prior_->setObjectName(QStringLiteral("priorEdit"));
    prior_->setPlaceholderText(tr("optional: a dataset or session of the same parameter space, e.g. from another GPU"));
    prior_->setToolTip(
        tr("Warm start: the surrogate starts from these measurements and refits as the session measures"));
    memoryOnly_->setObjectName(QStringLiteral("memoryOnlyCheck"));
    error_->setObjectName(QStringLiteral("sessionDialogError"));
}

void SessionDialog::describeFields() {
    replayMode_->setText(tr("Replay a measured dataset"));
    gpuMode_->setText(tr("Measure on the GPU (cuda)"));
    slurmMode_->setText(tr("Measure on a Slurm cluster (slurm)"));
    slurmMode_->setToolTip(tr("The measurements run as job steps of Slurm allocations; the settings are in the "
                              "Slurm cluster group"));
    dataset_->setPlaceholderText(tr("Kernel Tuner T4 or cache file, Augur dataset, or CUDA-L1/KernelBench records"));
    task_->setPlaceholderText(tr("record files: the task to replay, e.g. L1/23 (empty: the first)"));
    dataset_->setMinimumWidth(420);
    problem_->setPlaceholderText(tr("problem folder (with problem.json)"));
    objective_->addItem(tr("Time"), QStringLiteral("time"));
    objective_->addItem(tr("Energy"), QStringLiteral("energy"));
    objective_->addItem(tr("Time × energy product"), QStringLiteral("product"));
    objective_->setToolTip(
        tr("What the session optimises: the speedup, the energy gain, or their weighted geometric mean"));
    timeWeight_->setRange(0.0, 1.0);
    timeWeight_->setSingleStep(0.05);
    timeWeight_->setDecimals(2);
    timeWeight_->setValue(0.5);
    timeWeight_->setPrefix(tr("weight of time "));
    timeWeight_->setToolTip(tr("1: time only, 0: energy only, 0.5: ranks like the energy-delay product"));
    profile_->setText(tr("Hardware counters and diagnoses (--profile)"));
    energy_->setText(tr("Energy per launch (--energy)"));
    energy_->setToolTip(tr("Energy objectives always measure energy"));
    lockClocks_->setText(tr("Lock the SM clock while timing (--lock-clocks)"));
    lockClocks_->setToolTip(tr("Where the driver permits it (usually root); every report says whether the clock "
                               "was locked"));
    strategy_->addItem(tr("Automatic: model for tunable spaces, puct otherwise (auto)"),
                       static_cast<int>(SearchStrategy::Auto));
    strategy_->addItem(tr("Model-based: the surrogate scores the space, expected improvement (model)"),
                       static_cast<int>(SearchStrategy::Model));
    strategy_->addItem(tr("PUCT tree search with selective measurement (puct)"),
                       static_cast<int>(SearchStrategy::Puct));
    strategy_->addItem(tr("Measure every proposal, the baseline (measure-all)"),
                       static_cast<int>(SearchStrategy::MeasureAll));
    maxMeasurements_->setRange(0, 10'000'000);
    maxMeasurements_->setToolTip(tr("GPU measurements the session may take (the reference not counted)"));
    maxWall_->setRange(0.0, 30.0 * 24 * 3600);
    maxWall_->setDecimals(0);
    maxWall_->setSuffix(tr(" s"));
    maxWall_->setSpecialValueText(tr("no limit"));
    maxCandidates_->setRange(1, 100'000'000);
    maxCandidates_->setToolTip(tr("Candidates the search may consider (forecasts are cheap, not free)"));
    threshold_->setRange(0.0, 1.0);
    threshold_->setSingleStep(0.05);
    threshold_->setDecimals(2);
    threshold_->setToolTip(tr("Forecasts with confidence below the threshold are measured; the others are accepted"));
    batch_->setRange(1, 1024);
    batch_->setToolTip(tr("Nodes the PUCT search selects and expands per step"));
    seed_->setRange(0, std::numeric_limits<int>::max());
    replayDelay_->setRange(0.0, 60'000.0);
    replayDelay_->setDecimals(0);
    replayDelay_->setSuffix(tr(" ms"));
    replayDelay_->setToolTip(
        tr("Wall time each replayed measurement takes, so that the session can be watched (0: as fast as possible)"));
    sessionPath_->setPlaceholderText(tr("session file (.augur)"));
    memoryOnly_->setText(tr("Keep the session in memory only (it cannot be resumed)"));
    error_->setStyleSheet(QStringLiteral("color: #c62828"));
    error_->setWordWrap(true);
    error_->hide();

    children_->setObjectName(QStringLiteral("childrenSpin"));
    children_->setRange(1, 1024);
    children_->setToolTip(tr("Children the generator proposes for each node it expands (one LLM request each)"));
}

void SessionDialog::connectFields() {
    connect(problem_, &QLineEdit::textChanged, this, &SessionDialog::datasetChanged);
    for (QRadioButton* mode : {gpuMode_, slurmMode_})
        connect(mode, &QRadioButton::toggled, this, [this] {
            updateBackend();
            datasetChanged();
        });
    connect(objective_, &QComboBox::currentIndexChanged, this, &SessionDialog::updateBackend);
    connect(energy_, &QCheckBox::toggled, this, [this](bool on) {
        if (energy_->isEnabled()) energyChoice_ = on;
    });
    connect(dataset_, &QLineEdit::textChanged, this, &SessionDialog::datasetChanged);
    connect(sessionPath_, &QLineEdit::textEdited, this, [this] { pathEdited_ = true; });
    connect(memoryOnly_, &QCheckBox::toggled, this, &SessionDialog::updateMemoryOnly);
}

QGroupBox* SessionDialog::measurementsGroup() {
    auto* browseData = new QPushButton(tr("Browse…"));
    browseData->setObjectName(QStringLiteral("browseDatasetButton"));
    connect(browseData, &QPushButton::clicked, this, &SessionDialog::browseDataset);
    auto* browseProblemButton = new QPushButton(tr("Browse…"));
    browseProblemButton->setObjectName(QStringLiteral("browseProblemButton"));
    connect(browseProblemButton, &QPushButton::clicked, this, &SessionDialog::browseProblem);
    auto* data = new QGroupBox(tr("Measurements"));
    auto* dataLayout = new QVBoxLayout(data);
    auto* backendButtons = new QButtonGroup(this);
    backendButtons->addButton(replayMode_);
    backendButtons->addButton(gpuMode_);
    backendButtons->addButton(slurmMode_);
    replayMode_->setChecked(true);
    auto* dataForm = new QFormLayout(replayFields_);
    dataForm->setContentsMargins(24, 0, 0, 4);
    dataForm->addRow(tr("Dataset:"), withButton(dataset_, browseData));
    dataForm->addRow(tr("Task:"), task_);
    dataForm->addRow(tr("Replay delay:"), replayDelay_);
    auto* gpuForm = new QFormLayout(gpuFields_);
    gpuForm->setContentsMargins(24, 0, 0, 0);
    gpuForm->addRow(tr("Problem:"), withButton(problem_, browseProblemButton));
    auto* objectiveRow = new QWidget;
    auto* objectiveLayout = new QHBoxLayout(objectiveRow);
    objectiveLayout->setContentsMargins(0, 0, 0, 0);
    objectiveLayout->addWidget(objective_, 1);
    objectiveLayout->addWidget(timeWeight_);
    gpuForm->addRow(tr("Objective:"), objectiveRow);
    gpuForm->addRow(QString(), profile_);
    gpuForm->addRow(QString(), energy_);
    gpuForm->addRow(QString(), lockClocks_);
    dataLayout->addWidget(replayMode_);
    dataLayout->addWidget(replayFields_);
    dataLayout->addWidget(gpuMode_);
    dataLayout->addWidget(slurmMode_); // the problem folder and objective below serve both
    dataLayout->addWidget(gpuFields_);
    return data;
}

QGroupBox* SessionDialog::searchGroup() {
    auto* search = new QGroupBox(tr("Search"));
    auto* searchForm = new QFormLayout(search);
    searchForm->addRow(tr("Strategy:"), strategy_);
    auto* browsePrior = new QPushButton(tr("Browse…"));
    browsePrior->setObjectName(QStringLiteral("browsePriorButton"));
    connect(browsePrior, &QPushButton::clicked, this, [this] {
        const QString f =
            QFileDialog::getOpenFileName(this, tr("Prior measurements"), prior_->text(),
                                         tr("Datasets and sessions (*.json *.json.gz *.augur);;All files (*)"));
        if (!f.isEmpty()) prior_->setText(f);
    });
    searchForm->addRow(tr("Prior:"), withButton(prior_, browsePrior));
    searchForm->addRow(tr("Deferral threshold:"), threshold_);
    searchForm->addRow(tr("Batch size:"), batch_);
    searchForm->addRow(tr("Seed:"), seed_);
    searchForm->addRow(tr("Children per expansion:"), children_);
    return search;
}

QGroupBox* SessionDialog::budgetsGroup() {
    auto* budgets = new QGroupBox(tr("Budgets"));
    auto* budgetForm = new QFormLayout(budgets);
    budgetForm->addRow(tr("GPU measurements:"), maxMeasurements_);
    budgetForm->addRow(tr("Wall time:"), maxWall_);
    budgetForm->addRow(tr("Candidates:"), maxCandidates_);
    return budgets;
}

QGroupBox* SessionDialog::sessionFileGroup() {
    auto* browseSession = new QPushButton(tr("Browse…"));
    browseSession->setObjectName(QStringLiteral("browseSessionButton"));
    connect(browseSession, &QPushButton::clicked, this, &SessionDialog::browseSessionFile);
    auto* file = new QGroupBox(tr("Session file"));
    auto* fileLayout = new QVBoxLayout(file);
    fileLayout->addWidget(withButton(sessionPath_, browseSession));
    fileLayout->addWidget(memoryOnly_);
    return file;
}

void SessionDialog::setConfig(const SessionConfig& c) {
    base_ = c;
    dataset_->setText(QString::fromStdString(c.datasetPath));
    task_->setText(QString::fromStdString(c.task));
    problem_->setText(QString::fromStdString(c.problemPath));
    Objective objective;
    try {
        objective = Objective::parse(c.objective);
    } catch (const std::invalid_argument&) {
        // An unknown objective shows as time; validationError() names the field if kept.
    }
    const QString kind = objective.kind == Objective::Kind::Energy ? QStringLiteral("energy")
        : objective.kind == Objective::Kind::Product               ? QStringLiteral("product")
                                                                   : QStringLiteral("time");
    objective_->setCurrentIndex(std::max(0, objective_->findData(kind)));
    timeWeight_->setValue(objective.timeWeight);
    profile_->setChecked(c.profile);
    lockClocks_->setChecked(c.lockClocks);
    energyChoice_ = c.measureEnergy;
    setBackend(QString::fromStdString(c.backend));
    slurm_->setSettings(c.slurm);
    updateBackend();
    const int s = strategy_->findData(static_cast<int>(c.strategy));
    strategy_->setCurrentIndex(s < 0 ? 0 : s);
    prior_->setText(QString::fromStdString(c.priorPath));
    maxMeasurements_->setValue(c.maxMeasurements);
    maxWall_->setValue(c.maxWallSeconds);
    maxCandidates_->setValue(c.maxCandidates);
    threshold_->setValue(c.threshold);
    batch_->setValue(c.batchSize);
    children_->setValue(c.childrenPerExpansion);
    llm_->setSettings(c);
    seed_->setValue(static_cast<int>(std::min<std::uint64_t>(c.seed, std::numeric_limits<int>::max())));
    replayDelay_->setValue(c.replayDelayMs);
}

SessionConfig SessionDialog::config() const {
    SessionConfig c = base_;
    if (measuresOnGpu()) {
        c.backend = backend().toStdString();
        // Only a slurm session takes the cluster fields: another keeps the settings it came
        // with, so a value half-typed there never reaches its session file.
        if (c.backend == "slurm") c.slurm = slurm_->settings();
        c.problemPath = QDir::cleanPath(problem_->text().trimmed()).toStdString();
        if (problem_->text().trimmed().isEmpty()) c.problemPath.clear();
        c.datasetPath.clear(); // a cuda session replays nothing (and has no dataset device)
        c.task.clear();
        c.objective = objectiveName();
        c.profile = profile_->isChecked();
        c.measureEnergy = energy_->isChecked();
        c.lockClocks = lockClocks_->isChecked();
    } else {
        // Replayed datasets have no counters and no energy: the objective is time.
        c.backend = kReplayBackend;
        c.datasetPath = dataset_->text().trimmed().toStdString();
        c.task = task_->text().trimmed().toStdString();
        c.problemPath.clear();
        c.objective = "time";
        c.profile = false;
        c.measureEnergy = false;
        c.lockClocks = false;
    }
    c.strategy = static_cast<SearchStrategy>(strategy_->currentData().toInt());
    c.priorPath = prior_->text().trimmed().toStdString();
    c.maxMeasurements = maxMeasurements_->value();
    c.maxWallSeconds = maxWall_->value();
    c.maxCandidates = maxCandidates_->value();
    c.threshold = threshold_->value();
    c.batchSize = batch_->value();
    c.childrenPerExpansion = children_->value();
    llm_->applyTo(c);
    c.seed = static_cast<std::uint64_t>(seed_->value());
    c.replayDelayMs = replayDelay_->value();
    return c;
}

void SessionDialog::setSessionDirectory(const QString& dir) {
    sessionDir_ = dir;
    if (dir.isEmpty()) {
        memoryOnly_->setChecked(true);
        sessionPath_->clear();
    } else if (!pathEdited_) {
        datasetChanged();
    }
    updateMemoryOnly();
}

void SessionDialog::setSessionPath(const QString& path) {
    memoryOnly_->setChecked(path.isEmpty());
    sessionPath_->setText(path);
    pathEdited_ = !path.isEmpty();
    updateMemoryOnly();
}

QString SessionDialog::sessionPath() const {
    return memoryOnly_->isChecked() ? QString() : sessionPath_->text().trimmed();
}

bool SessionDialog::measuresOnGpu() const { return gpuMode_->isChecked() || slurmMode_->isChecked(); }

void SessionDialog::setMeasuresOnGpu(bool gpu) { (gpu ? gpuMode_ : replayMode_)->setChecked(true); }

QString SessionDialog::backend() const {
    return slurmMode_->isChecked() ? QStringLiteral("slurm")
        : gpuMode_->isChecked()    ? QStringLiteral("cuda")
                                   : QString::fromUtf8(kReplayBackend.data(), qsizetype(kReplayBackend.size()));
}

void SessionDialog::setBackend(const QString& backend) {
    if (backend.toStdString() == kReplayBackend)
        replayMode_->setChecked(true);
    else if (backend == QLatin1String("slurm"))
        slurmMode_->setChecked(true);
    else
        gpuMode_->setChecked(true);
}

std::string SessionDialog::objectiveName() const {
    Objective o;
    const QString kind = objective_->currentData().toString();
    if (kind == QLatin1String("energy")) o.kind = Objective::Kind::Energy;
    if (kind == QLatin1String("product")) {
        o.kind = Objective::Kind::Product;
        o.timeWeight = timeWeight_->value();
    }
    return o.name();
}

void SessionDialog::updateBackend() {
    const bool gpu = measuresOnGpu();
    replayFields_->setEnabled(!gpu);
    gpuFields_->setEnabled(gpu);
    slurm_->setEnabled(slurmMode_->isChecked());
    const QString kind = objective_->currentData().toString();
    timeWeight_->setEnabled(gpu && kind == QLatin1String("product"));
    // Energy objectives imply energy measurement: the box is checked and locked.
    const bool needsEnergy = kind != QLatin1String("time");
    energy_->setEnabled(gpu && !needsEnergy);
    energy_->setChecked(needsEnergy || energyChoice_);
}

QString SessionDialog::validationError() const {
    if (measuresOnGpu()) {
        const QString problem = problem_->text().trimmed();
        if (problem.isEmpty()) return tr("Choose a problem folder for the %1 backend.").arg(backend());
        if (!QFileInfo(problem).isDir()) return tr("No such problem folder: %1").arg(problem);
        if (!QFileInfo(QDir(problem).filePath(QStringLiteral("problem.json"))).isFile())
            return tr("%1 has no problem.json: choose a problem folder (such as resources/problems/softmax_rows_f32).")
                .arg(problem);
        if (slurmMode_->isChecked())
            if (const QString cluster = slurm_->validationError(); !cluster.isEmpty()) return cluster;
    } else {
        const QString dataset = dataset_->text().trimmed();
        if (dataset.isEmpty()) return tr("Choose a dataset file for the replay backend.");
        if (!QFileInfo(dataset).isFile()) return tr("No such dataset file: %1").arg(dataset);
    }
    if (const QString prior = prior_->text().trimmed(); !prior.isEmpty() && !QFileInfo(prior).isFile())
        return tr("No such prior file: %1").arg(prior);
    if (!memoryOnly_->isChecked()) {
        const QString path = sessionPath();
        if (path.isEmpty()) return tr("Choose where the session file goes, or keep the session in memory.");
        if (QFileInfo::exists(path)) return tr("%1 exists already; a session file is never overwritten.").arg(path);
    }
    if (const QString llm = llm_->validationError(); !llm.isEmpty()) return llm;
    try {
        SessionFactory::validate(config(), "session dialog");
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void SessionDialog::accept() {
    const QString problem = validationError();
    // A refused cluster setting is shown next to the Slurm group, its field marked.
    const bool cluster = !problem.isEmpty() && slurmMode_->isChecked() && problem == slurm_->validationError();
    slurm_->showValidation(cluster);
    error_->setText(problem);
    error_->setVisible(!problem.isEmpty() && !cluster);
    if (!problem.isEmpty()) return;
    if (const QString path = sessionPath(); !path.isEmpty()) QDir().mkpath(QFileInfo(path).absolutePath());
    QDialog::accept();
}

void SessionDialog::browseDataset() {
    const QString start = dataset_->text().isEmpty() ? QDir::homePath() : QFileInfo(dataset_->text()).absolutePath();
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Dataset to replay"), start,
                                     tr("Datasets and records (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)"));
    if (!file.isEmpty()) dataset_->setText(file);
}

void SessionDialog::browseProblem() {
    const QString start = problem_->text().isEmpty() ? QDir::homePath() : problem_->text();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Problem folder (with problem.json)"), start);
    if (!dir.isEmpty()) problem_->setText(dir);
}

void SessionDialog::browseSessionFile() {
    const QString start = sessionPath_->text().isEmpty() ? sessionDir_ : sessionPath_->text();
    const QString file = QFileDialog::getSaveFileName(this, tr("Session file"), start, tr("Augur sessions (*.augur)"),
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty()) return;
    sessionPath_->setText(file.endsWith(QLatin1String(".augur")) ? file : file + QStringLiteral(".augur"));
    pathEdited_ = true;
    memoryOnly_->setChecked(false);
}

void SessionDialog::datasetChanged() {
    if (pathEdited_ || sessionDir_.isEmpty()) return;
    const QString source = measuresOnGpu() ? QDir::cleanPath(problem_->text().trimmed()) : dataset_->text();
    sessionPath_->setText(suggestSessionFile(sessionDir_, source));
}

void SessionDialog::updateMemoryOnly() { sessionPath_->setEnabled(!memoryOnly_->isChecked()); }

} // namespace augur::ui
