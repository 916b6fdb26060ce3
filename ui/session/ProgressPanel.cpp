#include "ui/session/ProgressPanel.h"

#include "core/session/SearchCurves.h"
#include "ui/base/BackgroundTask.h"
#include "ui/session/BaselineLoader.h"
#include "ui/charts/SearchProgressView.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace augur::ui {

namespace {
/// What addOverlays() read: the curves, and why files were refused.
struct OverlayResult {
    std::vector<SearchProgressView::Overlay> overlays;
    QStringList notes;
};
} // namespace

ProgressPanel::ProgressPanel(QWidget* parent)
    : QWidget(parent), view_(new SearchProgressView), axis_(new QComboBox), overlay_(new QToolButton),
      clear_(new QToolButton), export_(new QToolButton), summary_(new QLabel), timer_(new QTimer(this)),
      baselines_(new BaselineLoader(this)) {
    setObjectName(QStringLiteral("progressPanel"));
    summary_->setObjectName(QStringLiteral("progressSummary"));
    summary_->setWordWrap(true);
    axis_->setObjectName(QStringLiteral("progressAxis"));
    overlay_->setObjectName(QStringLiteral("progressOverlay"));
    clear_->setObjectName(QStringLiteral("progressClearOverlays"));
    export_->setObjectName(QStringLiteral("progressExport"));
    export_->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(export_);
    export_->setMenu(menu);
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(axis_);
    controls->addWidget(overlay_);
    controls->addWidget(clear_);
    controls->addStretch(1);
    controls->addWidget(export_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(view_, 1);
    layout->addWidget(summary_);
    timer_->setSingleShot(true);
    timer_->setInterval(250);
    connect(timer_, &QTimer::timeout, this, &ProgressPanel::refreshNow);
    connect(baselines_, &BaselineLoader::loaded, this, [this] {
        const auto& c = baselines_->curves();
        view_->setBaselines(c.measureAll, c.randomMedian, c.randomLow, c.randomHigh, c.bestInSpace);
        refreshNow();
    });
    connect(axis_, &QComboBox::currentIndexChanged, this, [this](int i) {
        view_->setXAxis(i == 1 ? SearchProgressView::XAxis::WallTime : SearchProgressView::XAxis::Measurements);
    });
    connect(overlay_, &QToolButton::clicked, this, &ProgressPanel::chooseOverlays);
    connect(clear_, &QToolButton::clicked, this, &ProgressPanel::clearOverlays);
    connect(menu->addAction(QString()), &QAction::triggered, this, [this] { chooseExport(ExportFormat::Png); });
    connect(menu->addAction(QString()), &QAction::triggered, this, [this] { chooseExport(ExportFormat::Svg); });
    connect(menu->addAction(QString()), &QAction::triggered, this, [this] { chooseExport(ExportFormat::Csv); });
    axis_->addItems({QString(), QString()});
    retranslate();
}

void ProgressPanel::shareCandidates(const std::vector<augur::Candidate>* candidates) { candidates_ = candidates; }

void ProgressPanel::setSession(const SessionConfig& config, const std::string& problemName,
                               const std::vector<std::string>& parameters) {
    config_ = config;
    problem_ = problemName;
    parameters_ = parameters;
    priorNote_.clear();
    view_->setBudget(config.maxMeasurements);
    view_->setBaselines({}, {}, {}, {}, 0.0);
    baselines_->load(config);
    refreshNow();
}

void ProgressPanel::setPriorNote(const QString& note) {
    priorNote_ = note;
    retranslate();
}

void ProgressPanel::candidatesChanged() {
    if (!timer_->isActive()) timer_->start();
}

void ProgressPanel::refreshNow() {
    timer_->stop();
    if (!candidates_) return;
    const auto& cs = *candidates_;
    const int spent = measurementsSpent(cs);
    const int considered = static_cast<int>(cs.size());
    perMeasurement_ = spent > 0 ? double(considered) / spent : 0.0;
    view_->setBudget(std::max(config_.maxMeasurements, spent));
    // The curve ends at the measurements spent so far: a live session has not found
    // anything beyond them yet.
    view_->setSession(bestSoFarCurve(cs, spent), bestSoFarOverTime(cs));
    retranslate();
}

void ProgressPanel::addOverlays(const QStringList& sessionFiles) {
    const int request = ++overlayRequest_;
    std::vector<std::string> files;
    for (const QString& f : sessionFiles) files.push_back(f.toStdString());
    runInBackground(
        this,
        [files, problem = problem_, parameters = parameters_] {
            OverlayResult r;
            for (const auto& f : files) {
                const QString name = QFileInfo(QString::fromStdString(f)).fileName();
                try {
                    RecordedSearch s = readRecordedSearch(f);
                    const bool sameParameters =
                        s.parameters.empty() || parameters.empty() || s.parameters == parameters;
                    if ((!problem.empty() && s.problem != problem) || !sameParameters) {
                        r.notes << ProgressPanel::tr("%1: another problem (%2), not overlaid")
                                       .arg(name, QString::fromStdString(s.problem));
                        continue;
                    }
                    r.overlays.push_back(
                        {QString::fromStdString(s.label), std::move(s.byMeasurement), std::move(s.byTime)});
                } catch (const std::exception& e) {
                    r.notes << QString::fromUtf8(e.what());
                }
            }
            return r;
        },
        [this, request](TaskOutcome<OverlayResult> outcome) {
            if (request != overlayRequest_) return;
            overlayNotes_.clear();
            if (outcome.ok()) {
                auto all = view_->overlays();
                for (auto& o : outcome.value->overlays) all.push_back(std::move(o));
                view_->setOverlays(std::move(all));
                overlayNotes_ = outcome.value->notes;
            } else {
                overlayNotes_ << outcome.error;
            }
            retranslate();
            Q_EMIT overlaysLoaded();
        });
}

void ProgressPanel::setXAxis(bool wallTime) { axis_->setCurrentIndex(wallTime ? 1 : 0); }

void ProgressPanel::clearOverlays() {
    ++overlayRequest_;
    overlayNotes_.clear();
    view_->setOverlays({});
    retranslate();
}

bool ProgressPanel::exportTo(const QString& path, ExportFormat format, QString& error) {
    switch (format) {
    case ExportFormat::Png: return view_->exportPng(path, 2, error);
    case ExportFormat::Svg: return view_->exportSvg(path, error);
    case ExportFormat::Csv: return view_->exportCsv(path, error);
    }
    return false;
}

void ProgressPanel::chooseOverlays() {
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Overlay sessions of the same problem"), QString(),
                                                            tr("Augur sessions (*.augur);;All files (*)"));
    if (!files.isEmpty()) addOverlays(files);
}

void ProgressPanel::chooseExport(ExportFormat format) {
    const char* suffix = format == ExportFormat::Png ? "png" : format == ExportFormat::Svg ? "svg" : "csv";
    QString path = QFileDialog::getSaveFileName(this, tr("Export the progress plot"),
                                                QStringLiteral("progress.%1").arg(QLatin1String(suffix)),
                                                QStringLiteral("*.%1").arg(QLatin1String(suffix)));
    if (path.isEmpty()) return;
    QString error;
    if (!exportTo(path, format, error)) QMessageBox::warning(this, tr("Export the progress plot"), error);
}

void ProgressPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void ProgressPanel::retranslate() {
    axis_->setItemText(0, tr("x: GPU measurements"));
    axis_->setItemText(1, tr("x: wall time"));
    overlay_->setText(tr("Overlay sessions…"));
    overlay_->setToolTip(tr("Draw the search curves of other session files of the same problem"));
    clear_->setText(tr("Clear overlays"));
    clear_->setEnabled(!view_->overlays().empty());
    export_->setText(tr("Export"));
    const auto actions = export_->menu()->actions();
    if (actions.size() == 3) {
        actions[0]->setText(tr("PNG image…"));
        actions[1]->setText(tr("SVG drawing…"));
        actions[2]->setText(tr("CSV of the curves…"));
    }
    QString text = tr("Strategy: %1   Considered per measurement: %2")
                       .arg(QString::fromUtf8(kSearchStrategies.name(config_.strategy).data()))
                       .arg(perMeasurement_, 0, 'f', 1);
    const double best = baselines_->curves().bestInSpace;
    if (best > 0 && candidates_) {
        auto reach = [&](double share) {
            const int m = measurementsToReach(*candidates_, share * best);
            return m < 0 ? tr("not yet") : QString::number(m);
        };
        text += QStringLiteral("\n") +
            tr("Measurements to 90 % of the space's best: %1   to 95 %: %2").arg(reach(0.9), reach(0.95));
    } else if (!baselines_->curves().error.isEmpty()) {
        text += QStringLiteral("\n") + baselines_->curves().error;
    }
    if (!priorNote_.isEmpty()) text += QStringLiteral("\n") + priorNote_;
    for (const QString& note : overlayNotes_) text += QStringLiteral("\n") + note;
    summary_->setText(text);
}

} // namespace augur::ui
