#include "ui/session/RecheckAction.h"

#include "core/backend/BackendRegistry.h"
#include "ui/base/BackgroundTask.h"
#include "ui/session/SessionHost.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

#include <cmath>

namespace augur::ui {

RecheckAction::RecheckAction(SessionHost* host, QObject* parent)
    : QObject(parent), host_(host), action_(new QAction(this)) {
    action_->setObjectName(QStringLiteral("actionRecheck"));
    connect(action_, &QAction::triggered, this, &RecheckAction::choose);
    retranslate();
}

void RecheckAction::retranslate() {
    action_->setText(tr("&Recheck a bundle on this GPU…"));
    action_->setToolTip(tr("Measure a bundle's best candidates again here and show the drift from the recorded "
                           "speedups, as augur-cli recheck does"));
}

void RecheckAction::choose() {
    const QString file = QFileDialog::getOpenFileName(host_->hostWidget(), tr("Recheck a bundle"), QDir::homePath(),
                                                      tr("Bundles (*.tar.gz);;All files (*)"));
    if (file.isEmpty()) return;
    // The outcome of this request only: a message box for it, whichever way it ends.
    auto* context = new QObject(this);
    connect(this, &RecheckAction::rechecked, context, [this, context](const RecheckReport& r) {
        context->deleteLater();
        QMessageBox box(QMessageBox::Information, tr("Recheck"), reportHtml(r), QMessageBox::Ok, host_->hostWidget());
        box.setTextFormat(Qt::RichText);
        box.exec();
    });
    connect(this, &RecheckAction::failed, context, [this, context](const QString& m) {
        context->deleteLater();
        QMessageBox::warning(host_->hostWidget(), tr("Augur"), m);
    });
    if (!recheck(file)) context->deleteLater();
}

bool RecheckAction::recheck(const QString& bundlePath, const QString& backend) {
    if (busy_) return false;
    busy_ = true;
    action_->setEnabled(false);
    host_->showStatus(tr("Measuring %1 again…").arg(bundlePath));
    runInBackground(
        this,
        [bundle = bundlePath.toStdString(), name = backend.toStdString()] {
            const BundleRecheck recheck(bundle);
            SessionConfig config;
            config.backend = name;
            config.seed = recheck.seed(); // the session's correctness inputs
            const std::unique_ptr<MeasurementBackend> b = BackendRegistry::create(name, recheck.problem(), config);
            return recheck.measure(*b);
        },
        [this, bundlePath](TaskOutcome<RecheckReport> outcome) {
            busy_ = false;
            action_->setEnabled(true);
            host_->clearStatus();
            if (!outcome.ok()) {
                host_->appendLog(tr("error: %1").arg(outcome.error));
                Q_EMIT failed(outcome.error);
                return;
            }
            host_->appendLog(
                tr("rechecked %1: %n candidate(s), largest drift %2%", nullptr, int(outcome.value->rows.size()))
                    .arg(bundlePath)
                    .arg(100.0 * outcome.value->largestDrift, 0, 'f', 1));
            Q_EMIT rechecked(*outcome.value);
        });
    return true;
}

QString RecheckAction::reportHtml(const RecheckReport& report) {
    auto s = [](double v, double lo, double hi) {
        return QStringLiteral("%1× [%2, %3]").arg(v, 0, 'f', 3).arg(lo, 0, 'f', 3).arg(hi, 0, 'f', 3);
    };
    QString html = QStringLiteral("<p><b>%1</b>: %2</p><table cellspacing=6><tr><th>%3</th><th>%4</th><th>%5</th>"
                                  "<th>%6</th></tr>")
                       .arg(QString::fromStdString(report.problem).toHtmlEscaped(),
                            QString::fromStdString(report.bundle).toHtmlEscaped(), tr("Id"), tr("Recorded S [95% CI]"),
                            tr("S now [95% CI]"), tr("Drift"));
    for (const RecheckRow& r : report.rows) {
        const QString now = r.now.ok()
            ? s(r.now.speedup, r.now.speedupLow, r.now.speedupHigh)
            : tr("failed: %1").arg(QString::fromStdString(r.now.failureReason).toHtmlEscaped());
        const QString drift = r.now.ok() ? QStringLiteral("%1%").arg(100.0 * r.drift, 0, 'f', 1) : QStringLiteral("–");
        html += QStringLiteral("<tr><td>#%1</td><td>%2</td><td>%3</td><td align=right>%4</td></tr>")
                    .arg(r.id)
                    .arg(s(r.recordedSpeedup, r.recordedLow, r.recordedHigh), now, drift);
    }
    html +=
        QStringLiteral("</table><p>%1</p>").arg(tr("Largest drift: %1%").arg(100.0 * report.largestDrift, 0, 'f', 1));
    return html;
}

} // namespace augur::ui
