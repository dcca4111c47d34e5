#include "Fit.h"

#include <cmath>

namespace jump61 {

namespace {

double meanError(const std::vector<const FitSample*>& samples, const EvalWeights& weights,
                 double scale)
{
    double sum = 0;
    for (const FitSample* sample : samples) {
        const double predicted = 1.0 / (1.0 + std::exp(-scale * weigh(sample->terms, weights)));
        const double miss = sample->result - predicted;
        sum += miss * miss;
    }
    return samples.empty() ? 0.0 : sum / static_cast<double>(samples.size());
}

double bestScale(const std::vector<const FitSample*>& samples, const EvalWeights& weights)
{
    // The error is unimodal in k: golden-section search between 1e-5 and 0.05 per hundredth.
    double low = 1e-5;
    double high = 0.05;
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 60; ++i) {
        const double a = high - ratio * (high - low);
        const double b = low + ratio * (high - low);
        if (meanError(samples, weights, a) < meanError(samples, weights, b)) {
            high = b;
        } else {
            low = a;
        }
    }
    return (low + high) / 2;
}

} // namespace

FitReport fitWeights(const std::vector<FitSample>& samples, const EvalWeights& start)
{
    std::vector<const FitSample*> train;
    std::vector<const FitSample*> heldOut;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        (i % 10 == 9 ? heldOut : train).push_back(&samples[i]);
    }
    FitReport report;
    report.scale = bestScale(train, start);
    report.trainBefore = meanError(train, start, report.scale);
    report.heldOutBefore = meanError(heldOut, start, report.scale);

    EvalWeights weights = start;
    double error = report.trainBefore;
    for (int step = 16; step >= 1; step /= 2) {
        for (bool improved = true; improved;) {
            improved = false;
            for (const EvalField& field : EvalFields) {
                if (field.weight == &EvalWeights::square) {
                    continue; // the unit
                }
                for (const int delta : {step, -step}) {
                    EvalWeights trial = weights;
                    trial.*field.weight += delta;
                    const double trialError = meanError(train, trial, report.scale);
                    if (trialError < error) {
                        error = trialError;
                        weights = trial;
                        improved = true;
                        break;
                    }
                }
            }
        }
    }
    report.weights = weights;
    report.trainAfter = error;
    report.heldOutAfter = meanError(heldOut, weights, report.scale);
    return report;
}

} // namespace jump61
