#include "ui/SearchTreePanel.h"

#include "ui/SearchTreeView.h"
#include "ui/StateStyle.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace augur::ui {

SearchTreePanel::SearchTreePanel(QWidget* parent)
    : QWidget(parent), view_(new SearchTreeView(this)), legend_(new QLabel(this)), fit_(new QToolButton(this)) {
    legend_->setWordWrap(true);
    fit_->setObjectName(QStringLiteral("fitTreeButton"));
    connect(fit_, &QToolButton::clicked, view_, &SearchTreeView::fitAll);
    auto* top = new QHBoxLayout;
    top->addWidget(legend_, 1);
    top->addWidget(fit_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(view_, 1);
    retranslate();
}

void SearchTreePanel::setDiscoveryDelta(double delta) {
    delta_ = delta;
    view_->setDiscoveryDelta(delta);
    retranslate();
}

void SearchTreePanel::retranslate() {
    fit_->setText(tr("Fit"));
    fit_->setToolTip(tr("Show the whole tree (the wheel zooms)"));
    QStringList legend;
    for (CandidateState s : {CandidateState::Measured, CandidateState::Accepted, CandidateState::Deferred,
                             CandidateState::Measuring, CandidateState::Failed, CandidateState::Excluded})
        legend << QStringLiteral("<span style='color:%1'>■</span>&nbsp;%2")
                      .arg(StateStyle::color(s).name(), StateStyle::name(s));
    legend << tr("<span style='color:%1'><b>━</b></span>&nbsp;discovery moment (S ratio ≥ %2)")
                  .arg(StateStyle::discoveryColor().name())
                  .arg(delta_);
    legend_->setText(legend.join(QStringLiteral("&nbsp;&nbsp; ")));
}

void SearchTreePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
