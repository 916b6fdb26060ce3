#include "ui/charts/EvaluationView.h"

#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/EvaluationSuite.h"
#include "ui/base/BackgroundTask.h"
#include "ui/charts/ReliabilityDiagram.h"
#include "ui/charts/RiskCoverageView.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <exception>
#include <stdexcept>

namespace augur::ui {

namespace {

/// Thrown from the progress callback to abandon a superseded or orphaned job.

QStringList metricHeaders(bool withTime) {
    QStringList h{EvaluationView::tr("n"),          EvaluationView::tr("failed"),     EvaluationView::tr("Brier"),
                  EvaluationView::tr("CRPS"),       EvaluationView::tr("NLL"),        EvaluationView::tr("exact"),
                  EvaluationView::tr("within one"), EvaluationView::tr("Spearman ρ"), EvaluationView::tr("ECE"),
                  EvaluationView::tr("AURC"),       EvaluationView::tr("rec@1%"),     EvaluationView::tr("rec@5%"),
                  EvaluationView::tr("rec@10%"),    EvaluationView::tr("rec@25%"),    EvaluationView::tr("rec@50%")};
    if (withTime) h << EvaluationView::tr("time (s)");
    return h;
}

void fillRow(QTableWidget* t, int row, const MetricSummary& m, int failures, double seconds) {
    const double values[] = {m.brier,        m.crps,         m.nll,         m.exactAccuracy, m.withinOneAccuracy,
                             m.spearman,     m.ece,          m.aurc,        m.recovered[0],  m.recovered[1],
                             m.recovered[2], m.recovered[3], m.recovered[4]};
    auto set = [&](int col, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        t->setItem(row, col, item);
    };
    set(0, QString::number(m.count));
    set(1, QString::number(failures));
    // A problem whose candidates all failed has no score (and is left out of the means).
    for (int i = 0; i < 13; ++i) set(2 + i, m.count > 0 ? QString::number(values[i], 'f', 3) : QStringLiteral("–"));
    if (seconds >= 0) set(15, QString::number(seconds, 'f', 1));
}

QTableWidget* makeTable(QWidget* parent, const QString& name) {
    auto* t = new QTableWidget(parent);
    t->setObjectName(name);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

} // namespace

EvaluationView::EvaluationView(QWidget* parent)
    : QWidget(parent), path_(new QLineEdit(this)), browse_(new QPushButton(this)), split_(new QComboBox(this)),
      folds_(new QSpinBox(this)), runDataset_(new QPushButton(this)), runSession_(new QPushButton(this)),
      status_(new QLabel(this)), overall_(makeTable(this, QStringLiteral("evaluationOverall"))),
      choice_(new QComboBox(this)), perProblem_(makeTable(this, QStringLiteral("evaluationPerProblem"))),
      calibration_(new QLabel(this)), reliability_(new ReliabilityDiagram(this)),
      riskCoverage_(new RiskCoverageView(this)), cancel_(std::make_shared<std::atomic<bool>>(false)) {
    path_->setObjectName(QStringLiteral("evaluationPath"));
    folds_->setRange(2, 100);
    folds_->setValue(5);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    calibration_->setWordWrap(true);
    runSession_->setEnabled(false);
    riskCoverage_->markThreshold(0.5); // the default deferral threshold, as an operating point
    split_->addItems({QString(), QString(), QString(), QString()});

    auto* inputs = new QHBoxLayout;
    inputs->addWidget(path_, 1);
    inputs->addWidget(browse_);
    inputs->addWidget(split_);
    inputs->addWidget(folds_);
    inputs->addWidget(runDataset_);
    inputs->addWidget(runSession_);

    auto* charts = new QHBoxLayout;
    charts->addWidget(reliability_, 1);
    charts->addWidget(riskCoverage_, 1);

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(choice_);
    lowerLayout->addWidget(calibration_);
    lowerLayout->addLayout(charts, 1);
    lowerLayout->addWidget(perProblem_, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(overall_);
    split->addWidget(lower);
    split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(inputs);
    layout->addWidget(status_);
    layout->addWidget(split, 1);

    connect(browse_, &QPushButton::clicked, this, &EvaluationView::browse);
    connect(runDataset_, &QPushButton::clicked, this, &EvaluationView::evaluateDataset);
    connect(runSession_, &QPushButton::clicked, this, &EvaluationView::evaluateSession);
    connect(path_, &QLineEdit::returnPressed, this, &EvaluationView::evaluateDataset);
    connect(choice_, &QComboBox::currentIndexChanged, this, &EvaluationView::showSurrogate);
    connect(overall_, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0 && row < choice_->count()) choice_->setCurrentIndex(row);
    });
    retranslate();
}

EvaluationView::~EvaluationView() {
    cancel_->store(true); // the job stops at its next fold; its result is dropped
}

void EvaluationView::setDatasetPath(const QString& path) { path_->setText(path); }

void EvaluationView::setSession(const Problem& problem, const std::vector<Candidate>& candidates) {
    sessionProblem_ = std::make_unique<Problem>(problem);
    sessionCandidates_ = candidates;
    runSession_->setEnabled(true);
}

void EvaluationView::browse() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Datasets of measured candidates"), path_->text().section(QLatin1Char(';'), 0, 0).trimmed(),
        tr("Datasets (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)"));
    if (!files.isEmpty()) path_->setText(files.join(QStringLiteral("; ")));
}

void EvaluationView::evaluateDataset() {
    std::vector<std::string> paths;
    for (const QString& p : path_->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!p.trimmed().isEmpty()) paths.push_back(p.trimmed().toStdString());
    if (paths.empty()) {
        status_->setText(tr("Name a dataset first (Browse…)."));
        Q_EMIT failed(status_->text());
        return;
    }
    const int splitChoice = split_->currentIndex();
    const int folds = folds_->value();
    start([paths, splitChoice, folds](const std::function<void(const std::string&)>& progress) {
        EvaluationDataset ds;
        for (const std::string& p : paths) ds.append(loadEvaluationDataset(p));
        EvaluationOptions o;
        o.folds = folds;
        o.split = splitChoice == 1 ? EvaluationSplit::ByFold
            : splitChoice == 2     ? EvaluationSplit::ByProblem
            : splitChoice == 3     ? EvaluationSplit::ByGpu
                                   : EvaluationSuite::defaultSplit(ds);
        o.progress = progress;
        // No NVRTC in the GUI process: compile-time features come from the records' reports;
        // CUDA-L1, KernelBench and GPU Forecasters records are described by their text.
        auto features = EvaluationSuite::defaultFeatures(ds, o.split, nullptr);
        return SurrogateEvaluation::run(ds, EvaluationSuite::specs("features", features), o);
    });
}

void EvaluationView::evaluateSession() {
    if (!sessionProblem_) return;
    const EvaluationDataset ds = EvaluationDataset::fromSession(*sessionProblem_, sessionCandidates_);
    const int folds = folds_->value();
    start([ds, folds](const std::function<void(const std::string&)>& progress) {
        EvaluationOptions o;
        o.folds = folds;
        o.progress = progress;
        const std::size_t n = ds.candidateCount();
        if (n < 2)
            throw std::runtime_error(
                tr("The session has %n measured candidate(s); at least 2 are needed.", nullptr, static_cast<int>(n))
                    .toStdString());
        o.folds = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(folds), n));
        auto features = EvaluationSuite::defaultFeatures(ds, EvaluationSplit::ByFold, nullptr);
        EvaluationResult r = SurrogateEvaluation::run(ds, EvaluationSuite::specs("features", features), o);
        r.surrogates.insert(r.surrogates.begin(), SurrogateEvaluation::scoreRecorded(ds, "session forecasts", o));
        return r;
    });
}

void EvaluationView::start(std::function<EvaluationResult(const std::function<void(const std::string&)>&)> job) {
    // Cancel the job this request supersedes; it stops at its next fold.
    cancel_->store(true);
    cancel_ = newCancelToken();
    const int generation = ++generation_;
    ++running_;
    status_->setText(tr("Evaluating…"));
    const GuiChannel channel(this);
    auto progress = [this, channel, cancel = cancel_, generation](const std::string& line) {
        if (cancel->load()) throw TaskCancelled{};
        channel.post([this, generation, text = QString::fromStdString(line)] {
            if (generation == generation_) status_->setText(tr("Evaluating: %1").arg(text));
        });
    };
    runInBackground(
        this, [job = std::move(job), progress] { return std::make_shared<EvaluationResult>(job(progress)); },
        [this, generation](TaskOutcome<std::shared_ptr<EvaluationResult>> outcome) {
            --running_;
            if (generation != generation_) return; // superseded (or cancelled)
            if (!outcome.ok()) {
                status_->setText(tr("Evaluation failed: %1").arg(outcome.error));
                Q_EMIT failed(outcome.error);
                return;
            }
            display(*outcome.value);
        });
}

void EvaluationView::display(std::shared_ptr<EvaluationResult> r) {
    result_ = std::move(r);
    const EvaluationResult& res = *result_;
    status_->setText(tr("%1: %2 problem(s), %3 candidates (%4 measured); cross-validated by %5 (%6 folds, seed %7).")
                         .arg(QString::fromStdString(res.dataset))
                         .arg(res.problems)
                         .arg(res.candidates)
                         .arg(res.successes)
                         .arg(res.split == EvaluationSplit::ByFold          ? tr("fold")
                                  : res.split == EvaluationSplit::ByProblem ? tr("problem")
                                                                            : tr("GPU"))
                         .arg(res.folds)
                         .arg(res.seed));
    overall_->clear();
    overall_->setColumnCount(16);
    overall_->setHorizontalHeaderLabels(metricHeaders(true));
    overall_->setRowCount(static_cast<int>(res.surrogates.size()));
    QStringList labels;
    for (std::size_t i = 0; i < res.surrogates.size(); ++i) {
        const SurrogateScore& s = res.surrogates[i];
        int failures = 0;
        for (const auto& p : s.problems) failures += p.failures;
        fillRow(overall_, static_cast<int>(i), s.overall, failures, s.seconds);
        labels << QString::fromStdString(s.label);
    }
    overall_->setVerticalHeaderLabels(labels);
    const SurrogateScore* after = res.find("features");
    const SurrogateScore* before = res.find("features-uncalibrated");
    calibration_->setText(after && before
                              ? tr("Calibration of the features surrogate on held-out folds: ECE %1 before, %2 after; "
                                   "NLL %3 before, %4 after.")
                                    .arg(before->overall.ece, 0, 'f', 3)
                                    .arg(after->overall.ece, 0, 'f', 3)
                                    .arg(before->overall.nll, 0, 'f', 3)
                                    .arg(after->overall.nll, 0, 'f', 3)
                              : QString());
    const QSignalBlocker block(choice_);
    choice_->clear();
    choice_->addItems(labels);
    choice_->setCurrentIndex(0);
    showSurrogate(0);
    Q_EMIT finished();
}

void EvaluationView::showSurrogate(int index) {
    if (!result_ || index < 0 || index >= static_cast<int>(result_->surrogates.size())) return;
    const SurrogateScore& s = result_->surrogates[static_cast<std::size_t>(index)];
    reliability_->setBins(s.reliability);
    riskCoverage_->setCurve(s.riskCoverage);
    perProblem_->clear();
    perProblem_->setColumnCount(15);
    perProblem_->setHorizontalHeaderLabels(metricHeaders(false));
    perProblem_->setRowCount(static_cast<int>(s.problems.size()));
    QStringList names;
    for (std::size_t i = 0; i < s.problems.size(); ++i) {
        fillRow(perProblem_, static_cast<int>(i), s.problems[i].metrics, s.problems[i].failures, -1);
        names << QString::fromStdString(s.problems[i].problem);
    }
    perProblem_->setVerticalHeaderLabels(names);
}

void EvaluationView::retranslate() {
    path_->setPlaceholderText(
        tr("Dataset file(s): T4, Augur dataset or export, GPU Forecasters, CUDA-L1 or KernelBench records"));
    browse_->setText(tr("Browse…"));
    split_->setItemText(0, tr("Split: automatic"));
    split_->setItemText(1, tr("Split: by fold"));
    split_->setItemText(2, tr("Split: by problem"));
    split_->setItemText(3, tr("Split: by GPU"));
    folds_->setPrefix(tr("folds: "));
    runDataset_->setText(tr("Evaluate dataset"));
    runSession_->setText(tr("Evaluate session"));
    runSession_->setToolTip(tr(
        "Score the open session's forecasts as they were made, and cross-validate the surrogates on its measured candidates"));
    choice_->setToolTip(tr("Surrogate shown in the charts and the per-problem table"));
    if (!result_ && !busy())
        status_->setText(tr("Pick a dataset and press Evaluate dataset, or evaluate the open session."));
    if (result_) {
        overall_->setHorizontalHeaderLabels(metricHeaders(true));
        perProblem_->setHorizontalHeaderLabels(metricHeaders(false));
    }
}

void EvaluationView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
