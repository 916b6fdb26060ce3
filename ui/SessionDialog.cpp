#include "ui/SessionDialog.h"

#include "core/InputError.h"
#include "core/SessionFactory.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

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
    : QDialog(parent), dataset_(new QLineEdit), strategy_(new QComboBox), maxMeasurements_(new QSpinBox),
      maxWall_(new QDoubleSpinBox), maxCandidates_(new QSpinBox), threshold_(new QDoubleSpinBox), batch_(new QSpinBox),
      seed_(new QSpinBox), replayDelay_(new QDoubleSpinBox), sessionPath_(new QLineEdit), memoryOnly_(new QCheckBox),
      error_(new QLabel) {
    setObjectName(QStringLiteral("sessionDialog"));
    setWindowTitle(tr("New session"));
    dataset_->setObjectName(QStringLiteral("datasetEdit"));
    strategy_->setObjectName(QStringLiteral("strategyCombo"));
    maxMeasurements_->setObjectName(QStringLiteral("maxMeasurementsSpin"));
    maxWall_->setObjectName(QStringLiteral("maxWallSpin"));
    maxCandidates_->setObjectName(QStringLiteral("maxCandidatesSpin"));
    threshold_->setObjectName(QStringLiteral("thresholdSpin"));
    batch_->setObjectName(QStringLiteral("batchSpin"));
    seed_->setObjectName(QStringLiteral("seedSpin"));
    replayDelay_->setObjectName(QStringLiteral("replayDelaySpin"));
    sessionPath_->setObjectName(QStringLiteral("sessionPathEdit"));
    memoryOnly_->setObjectName(QStringLiteral("memoryOnlyCheck"));
    error_->setObjectName(QStringLiteral("sessionDialogError"));

    dataset_->setPlaceholderText(tr("Kernel Tuner T4 file (.json or .json.gz)"));
    dataset_->setMinimumWidth(420);
    strategy_->addItem(tr("PUCT tree search with selective measurement (puct)"), QStringLiteral("puct"));
    strategy_->addItem(tr("Measure every proposal, the baseline (measure-all)"), QStringLiteral("measure-all"));
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
    replayDelay_->setToolTip(tr("Wall time each replayed measurement takes, so that the session can be watched (0: as fast as possible)"));
    sessionPath_->setPlaceholderText(tr("session file (.augur)"));
    memoryOnly_->setText(tr("Keep the session in memory only (it cannot be resumed)"));
    error_->setStyleSheet(QStringLiteral("color: #c62828"));
    error_->setWordWrap(true);
    error_->hide();

    auto* browseData = new QPushButton(tr("Browse…"));
    auto* browseSession = new QPushButton(tr("Browse…"));
    browseData->setObjectName(QStringLiteral("browseDatasetButton"));
    browseSession->setObjectName(QStringLiteral("browseSessionButton"));
    connect(browseData, &QPushButton::clicked, this, &SessionDialog::browseDataset);
    connect(browseSession, &QPushButton::clicked, this, &SessionDialog::browseSessionFile);
    connect(dataset_, &QLineEdit::textChanged, this, &SessionDialog::datasetChanged);
    connect(sessionPath_, &QLineEdit::textEdited, this, [this] { pathEdited_ = true; });
    connect(memoryOnly_, &QCheckBox::toggled, this, &SessionDialog::updateMemoryOnly);

    auto* data = new QGroupBox(tr("Replay data"));
    auto* dataForm = new QFormLayout(data);
    dataForm->addRow(tr("Dataset:"), withButton(dataset_, browseData));
    dataForm->addRow(tr("Replay delay:"), replayDelay_);
    auto* search = new QGroupBox(tr("Search"));
    auto* searchForm = new QFormLayout(search);
    searchForm->addRow(tr("Strategy:"), strategy_);
    searchForm->addRow(tr("Deferral threshold:"), threshold_);
    searchForm->addRow(tr("Batch size:"), batch_);
    searchForm->addRow(tr("Seed:"), seed_);
    auto* budgets = new QGroupBox(tr("Budgets"));
    auto* budgetForm = new QFormLayout(budgets);
    budgetForm->addRow(tr("GPU measurements:"), maxMeasurements_);
    budgetForm->addRow(tr("Wall time:"), maxWall_);
    budgetForm->addRow(tr("Candidates:"), maxCandidates_);
    auto* file = new QGroupBox(tr("Session file"));
    auto* fileLayout = new QVBoxLayout(file);
    fileLayout->addWidget(withButton(sessionPath_, browseSession));
    fileLayout->addWidget(memoryOnly_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start session"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel")); // without Qt's own catalogues too
    connect(buttons, &QDialogButtonBox::accepted, this, &SessionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SessionDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(data);
    layout->addWidget(search);
    layout->addWidget(budgets);
    layout->addWidget(file);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    setConfig(SessionConfig{});
}

void SessionDialog::setConfig(const SessionConfig& c) {
    base_ = c;
    dataset_->setText(QString::fromStdString(c.datasetPath));
    const int s = strategy_->findData(QString::fromStdString(c.strategy));
    strategy_->setCurrentIndex(s < 0 ? 0 : s);
    maxMeasurements_->setValue(c.maxMeasurements);
    maxWall_->setValue(c.maxWallSeconds);
    maxCandidates_->setValue(c.maxCandidates);
    threshold_->setValue(c.threshold);
    batch_->setValue(c.batchSize);
    seed_->setValue(static_cast<int>(std::min<std::uint64_t>(c.seed, std::numeric_limits<int>::max())));
    replayDelay_->setValue(c.replayDelayMs);
}

SessionConfig SessionDialog::config() const {
    SessionConfig c = base_;
    c.backend = "replay";
    c.datasetPath = dataset_->text().trimmed().toStdString();
    c.strategy = strategy_->currentData().toString().toStdString();
    c.maxMeasurements = maxMeasurements_->value();
    c.maxWallSeconds = maxWall_->value();
    c.maxCandidates = maxCandidates_->value();
    c.threshold = threshold_->value();
    c.batchSize = batch_->value();
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
        sessionPath_->setText(suggestSessionPath(dir, dataset_->text()));
    }
    updateMemoryOnly();
}

void SessionDialog::setSessionPath(const QString& path) {
    memoryOnly_->setChecked(path.isEmpty());
    sessionPath_->setText(path);
    pathEdited_ = !path.isEmpty();
    updateMemoryOnly();
}

QString SessionDialog::sessionPath() const { return memoryOnly_->isChecked() ? QString() : sessionPath_->text().trimmed(); }

QString SessionDialog::suggestSessionPath(const QString& dir, const QString& datasetPath) {
    if (dir.isEmpty()) return {};
    QString stem = QFileInfo(datasetPath).fileName().section(QLatin1Char('_'), 0, 0).section(QLatin1Char('.'), 0, 0);
    if (stem.isEmpty()) stem = QStringLiteral("session");
    const QString base =
        QDir(dir).filePath(stem + QLatin1Char('-') + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString path = base + QStringLiteral(".augur");
    for (int i = 2; QFileInfo::exists(path); ++i) path = base + QStringLiteral("-%1.augur").arg(i);
    return path;
}

QString SessionDialog::validationError() const {
    const QString dataset = dataset_->text().trimmed();
    if (dataset.isEmpty()) return tr("Choose a dataset file for the replay backend.");
    if (!QFileInfo(dataset).isFile()) return tr("No such dataset file: %1").arg(dataset);
    if (!memoryOnly_->isChecked()) {
        const QString path = sessionPath();
        if (path.isEmpty()) return tr("Choose where the session file goes, or keep the session in memory.");
        if (QFileInfo::exists(path)) return tr("%1 exists already; a session file is never overwritten.").arg(path);
    }
    try {
        SessionFactory::validate(config(), "session dialog");
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void SessionDialog::accept() {
    const QString problem = validationError();
    error_->setText(problem);
    error_->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) return;
    if (const QString path = sessionPath(); !path.isEmpty()) QDir().mkpath(QFileInfo(path).absolutePath());
    QDialog::accept();
}

void SessionDialog::browseDataset() {
    const QString start = dataset_->text().isEmpty() ? QDir::homePath() : QFileInfo(dataset_->text()).absolutePath();
    const QString file = QFileDialog::getOpenFileName(this, tr("Dataset to replay"), start,
                                                      tr("Kernel Tuner T4 data (*.json *.json.gz);;All files (*)"));
    if (!file.isEmpty()) dataset_->setText(file);
}

void SessionDialog::browseSessionFile() {
    const QString start = sessionPath_->text().isEmpty() ? sessionDir_ : sessionPath_->text();
    const QString file = QFileDialog::getSaveFileName(this, tr("Session file"), start, tr("Augur sessions (*.augur)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty()) return;
    sessionPath_->setText(file.endsWith(QLatin1String(".augur")) ? file : file + QStringLiteral(".augur"));
    pathEdited_ = true;
    memoryOnly_->setChecked(false);
}

void SessionDialog::datasetChanged() {
    if (!pathEdited_ && !sessionDir_.isEmpty()) sessionPath_->setText(suggestSessionPath(sessionDir_, dataset_->text()));
}

void SessionDialog::updateMemoryOnly() { sessionPath_->setEnabled(!memoryOnly_->isChecked()); }

} // namespace augur::ui
