#include "ui/session/ParameterPanel.h"

#include "ui/base/DockTabWatch.h"
#include "ui/base/IdleQueue.h"
#include "ui/base/SessionContext.h"
#include "ui/charts/ParameterStripView.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLinearGradient>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace augur::ui {

namespace {
enum Column { ColName, ColEta, ColValues };
const QColor kBar(31, 119, 180, 90);
} // namespace

ParameterPanel::ParameterPanel(QWidget* parent)
    : QWidget(parent), stack_(new QStackedWidget(this)), message_(new QLabel), summary_(new QLabel),
      legend_(new QLabel), ranking_(new QTreeWidget), scroll_(new QScrollArea), view_(new ParameterStripView),
      timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("parameterPanel"));
    dockWatch_ = new DockTabWatch(this, [this] {
        if (dirty_) refreshNow();
    });
    message_->setObjectName(QStringLiteral("parameterMessage"));
    message_->setWordWrap(true);
    message_->setAlignment(Qt::AlignCenter);
    summary_->setObjectName(QStringLiteral("parameterSummary"));
    summary_->setWordWrap(true);
    summary_->setMinimumWidth(60);
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    ranking_->setObjectName(QStringLiteral("parameterRanking"));
    ranking_->setRootIsDecorated(false);
    ranking_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    ranking_->setColumnCount(3);
    ranking_->header()->setStretchLastSection(false);
    for (const int column : {ColName, ColEta, ColValues})
        ranking_->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    scroll_->setWidget(view_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(ranking_);
    split->addWidget(scroll_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    split->setChildrenCollapsible(false);
    auto* page = new QWidget;
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(summary_);
    pageLayout->addWidget(legend_);
    pageLayout->addWidget(split, 1);
    stack_->addWidget(message_);
    stack_->addWidget(page);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(stack_);

    timer_->setSingleShot(true);
    timer_->setInterval(300);
    connect(timer_, &QTimer::timeout, this, [this] {
        IdleQueue::instance()->post(this, 0, [this] {
            if (DockTabWatch::onScreen(this)) refreshNow();
        });
    });
    connect(view_, &ParameterStripView::candidateSelected, this, &ParameterPanel::candidateSelected);
    connect(ranking_, &QTreeWidget::itemSelectionChanged, this, &ParameterPanel::rankingSelectionChanged);
    retranslate();
}

void ParameterPanel::bind(const SessionContext& context) {
    if (context_) disconnect(context_, nullptr, this, nullptr);
    context_ = &context;
    connect(context_, &SessionContext::sessionChanged, this, [this] {
        points_.reset(); // another space: the ranking's selection goes too
        refreshNow();
    });
    connect(context_, &SessionContext::candidatesReset, this, &ParameterPanel::schedule);
    connect(context_, &SessionContext::candidatesChanged, this, &ParameterPanel::schedule);
    connect(context_, &SessionContext::selectionChanged, this, &ParameterPanel::selectCandidate);
    schedule();
}

void ParameterPanel::schedule() {
    dirty_ = true;
    if (!timer_->isActive()) timer_->start();
}

void ParameterPanel::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    dockWatch_->attach();
    if (dirty_) refreshNow(); // catch up with what arrived while hidden
}

void ParameterPanel::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    fitRanking();
}

const std::vector<ParameterSensitivity>& ParameterPanel::sensitivity() {
    if (dirty_) refreshNow();
    return sensitivity_;
}

void ParameterPanel::refreshNow() {
    timer_->stop();
    dirty_ = false;
    const bool bound = context_ && context_->hasSession();
    auto points = std::make_shared<ParameterPoints>(
        bound ? ParameterPoints::collect(context_->problem().space, context_->candidates()) : ParameterPoints());
    const bool sameSpace = points_ && points_->parameters.size() == points->parameters.size() &&
        std::equal(points->parameters.begin(), points->parameters.end(), points_->parameters.begin(),
                   [](const Parameter& a, const Parameter& b) { return a.name == b.name; });
    points_ = std::move(points);
    sensitivity_ = rankParameterSensitivity(*points_);
    if (points_->parameters.empty()) {
        stack_->setCurrentWidget(message_);
        return;
    }
    stack_->setCurrentIndex(1);
    if (!sameSpace) {
        const QSignalBlocker block(ranking_);
        ranking_->clearSelection();
    }
    fillRanking();
    std::vector<double> eta(points_->parameters.size(), 0.0);
    for (const ParameterSensitivity& s : sensitivity_) eta[s.parameter] = s.etaSquared;
    view_->setPoints(points_);
    view_->setEtaSquared(std::move(eta));
    view_->setSelected(context_->selected());
    rankingSelectionChanged();
    showSummary();
}

void ParameterPanel::fitRanking() {
    // Names and values readable beside the strips, up to a third of the panel.
    int wanted = 2 * ranking_->frameWidth() + 8;
    for (int c = 0; c < ranking_->columnCount(); ++c) wanted += ranking_->header()->sectionSize(c);
    ranking_->setMinimumWidth(std::min(wanted, std::max(120, width() / 3)));
}

void ParameterPanel::fillRanking() {
    const QSignalBlocker block(ranking_);
    std::vector<std::size_t> selected;
    for (QTreeWidgetItem* item : ranking_->selectedItems())
        selected.push_back(std::size_t(item->data(ColName, Qt::UserRole).toULongLong()));
    ranking_->clear();
    for (const ParameterSensitivity& s : sensitivity_) {
        auto* item = new QTreeWidgetItem(ranking_);
        item->setText(ColName, QString::fromStdString(s.name));
        item->setData(ColName, Qt::UserRole, qulonglong(s.parameter));
        item->setText(ColEta, s.samples > 1 ? QString::number(s.etaSquared, 'f', 3) : QStringLiteral("—"));
        item->setTextAlignment(ColEta, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(ColValues, QString::number(points_->parameters[s.parameter].values.size()));
        item->setTextAlignment(ColValues, Qt::AlignRight | Qt::AlignVCenter);
        // A bar as long as eta squared behind the number.
        QLinearGradient bar(0, 0, 1, 0);
        bar.setCoordinateMode(QGradient::ObjectMode);
        const double f = std::clamp(s.etaSquared, 0.0, 1.0);
        bar.setColorAt(0, kBar);
        bar.setColorAt(f, kBar);
        bar.setColorAt(std::min(1.0, f + 1e-6), Qt::transparent);
        item->setBackground(ColEta, QBrush(bar));
        const bool chance = s.etaSquared <= 2 * s.chanceLevel;
        if (chance) item->setForeground(ColEta, palette().placeholderText());
        item->setToolTip(
            ColEta,
            tr("η² = %1: the share of the variance of log2 S among the %2 measured configurations that the %3 "
               "values of %4 explain on their own (one-way ANOVA). With no effect at all it would be about "
               "%5%6.")
                .arg(s.etaSquared, 0, 'f', 3)
                .arg(s.samples)
                .arg(s.levels)
                .arg(QString::fromStdString(s.name))
                .arg(s.chanceLevel, 0, 'f', 3)
                .arg(chance ? tr(": this parameter is not told apart from chance") : QString()));
        if (std::find(selected.begin(), selected.end(), s.parameter) != selected.end()) item->setSelected(true);
    }
    fitRanking();
}

void ParameterPanel::rankingSelectionChanged() {
    std::vector<std::size_t> shown;
    // In ranking order, whichever order the rows were picked in.
    for (int i = 0; i < ranking_->topLevelItemCount(); ++i)
        if (QTreeWidgetItem* item = ranking_->topLevelItem(i); item->isSelected())
            shown.push_back(std::size_t(item->data(ColName, Qt::UserRole).toULongLong()));
    // None chosen: every parameter that varies (one value has nothing to show).
    if (shown.empty())
        for (const ParameterSensitivity& s : sensitivity_)
            if (points_->parameters[s.parameter].values.size() > 1) shown.push_back(s.parameter);
    view_->setStrips(std::move(shown));
}

void ParameterPanel::showSummary() {
    if (!points_) return;
    const QLocale locale;
    const std::size_t measured = points_->measuredCount();
    QString text = tr("%1 configurations: %2 measured, %3 forecast")
                       .arg(locale.toString(qulonglong(points_->size())), locale.toString(qulonglong(measured)),
                            locale.toString(qulonglong(points_->size() - measured)));
    if (points_->failed) text += tr("; %1 failed (not drawn)").arg(locale.toString(qulonglong(points_->failed)));
    if (points_->outside)
        text += tr("; %1 outside the space (the reference kernel or free-form sources)")
                    .arg(locale.toString(qulonglong(points_->outside)));
    text += tr(". η²: the share of the variance of log2 S that a parameter's values explain, over the measured "
               "configurations only.");
    summary_->setText(text);
}

QString ParameterPanel::summaryText() const { return summary_->text(); }

void ParameterPanel::selectCandidate(qint64 id) { view_->setSelected(id); }

void ParameterPanel::retranslate() {
    ranking_->setHeaderLabels({tr("Parameter"), tr("η²"), tr("Values")});
    ranking_->headerItem()->setToolTip(
        ColEta,
        tr("Eta squared (one-way ANOVA): the share of the variance of log2 S among the measured "
           "configurations explained by this parameter's values alone. Marginal: with a restricted space "
           "or uneven sampling, parameters share variance and the values need not add up to 1."));
    ranking_->setToolTip(tr("Select parameters to show only their strips; none selected shows all."));
    message_->setText(tr("This session's candidates are kernels, not configurations of a parameter space: there is "
                         "no parameter to plot."));
    legend_->setText(tr("<span style='color:#1f77b4'>■</span> measured &nbsp; "
                        "<span style='color:#a0aec0'>■</span> forecast (faded) &nbsp; "
                        "<span style='color:#1f77b4'>▭</span> quartiles of the measured, line at the median &nbsp; "
                        "<span style='color:#e67800'>○</span> best measured &nbsp; "
                        "<span style='color:#0d47a1'>○</span> selected"));
    showSummary();
}

void ParameterPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        if (points_) fillRanking();
    }
    QWidget::changeEvent(e);
}

} // namespace augur::ui
