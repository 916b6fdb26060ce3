#include "ui/settings/BudgetDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace augur::ui {

BudgetDialog::BudgetDialog(const SessionConfig& current, const SessionStats& used, double elapsedS, bool running,
                           QWidget* parent)
    : QDialog(parent), used_(used), elapsed_(elapsedS), running_(running), measurements_(new QSpinBox),
      candidates_(new QSpinBox), wall_(new QDoubleSpinBox), error_(new QLabel) {
    setObjectName(QStringLiteral("budgetDialog"));
    setWindowTitle(tr("Raise budget"));
    measurements_->setObjectName(QStringLiteral("budgetMeasurementsSpin"));
    candidates_->setObjectName(QStringLiteral("budgetCandidatesSpin"));
    wall_->setObjectName(QStringLiteral("budgetWallSpin"));
    measurements_->setRange(0, 10'000'000);
    candidates_->setRange(1, 100'000'000);
    wall_->setRange(0.0, 30.0 * 24 * 3600);
    wall_->setDecimals(0);
    wall_->setSuffix(tr(" s"));
    wall_->setSpecialValueText(tr("no limit"));
    // Suggest room to go on: 100 more measurements, 1000 more candidates, 10 more minutes.
    measurements_->setValue(std::max(current.maxMeasurements, used.measured) + 100);
    candidates_->setValue(std::max(current.maxCandidates, used.candidates + 1000));
    wall_->setValue(current.maxWallSeconds > 0 ? std::max(current.maxWallSeconds, std::ceil(elapsedS) + 600.0) : 0.0);
    candidates_->setEnabled(!running);
    wall_->setEnabled(!running);

    auto* intro = new QLabel(running ? tr("The session is running: the new measurement budget applies at once.")
                                     : tr("The session has finished: it continues with the new budgets."));
    intro->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("GPU measurements (%1 used):").arg(used.measured), measurements_);
    form->addRow(tr("Candidates (%1 so far):").arg(used.candidates), candidates_);
    form->addRow(tr("Wall time (%1 s so far):").arg(elapsedS, 0, 'f', 0), wall_);
    error_->setStyleSheet(QStringLiteral("color: #c62828"));
    error_->setWordWrap(true);
    error_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(running ? tr("Apply") : tr("Continue session"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel")); // without Qt's own catalogues too
    connect(buttons, &QDialogButtonBox::accepted, this, &BudgetDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &BudgetDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(error_);
    layout->addWidget(buttons);
}

int BudgetDialog::maxMeasurements() const { return measurements_->value(); }
int BudgetDialog::maxCandidates() const { return candidates_->value(); }
double BudgetDialog::maxWallSeconds() const { return wall_->value(); }

SessionConfig BudgetDialog::applyTo(SessionConfig config) const {
    config.maxMeasurements = maxMeasurements();
    if (!running_) {
        config.maxCandidates = maxCandidates();
        config.maxWallSeconds = maxWallSeconds();
    }
    return config;
}

QString BudgetDialog::validationError() const {
    if (running_) return {};
    if (maxMeasurements() <= used_.measured)
        return tr("Raise the measurement budget above the %1 measurements already taken.").arg(used_.measured);
    if (maxCandidates() <= used_.candidates)
        return tr("Raise the candidate budget above the %1 candidates already considered.").arg(used_.candidates);
    if (maxWallSeconds() > 0 && maxWallSeconds() <= elapsed_)
        return tr("Raise the wall time above the %1 s already used, or set no limit.").arg(elapsed_, 0, 'f', 0);
    return {};
}

void BudgetDialog::accept() {
    const QString problem = validationError();
    error_->setText(problem);
    error_->setVisible(!problem.isEmpty());
    if (problem.isEmpty()) QDialog::accept();
}

} // namespace augur::ui
