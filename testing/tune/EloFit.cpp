#include "EloFit.h"

#include <algorithm>
#include <cmath>

namespace jump61 {

namespace {

using Matrix = std::vector<std::vector<double>>;

// The inverse of a symmetric positive definite matrix, by Gauss-Jordan elimination.
Matrix inverse(Matrix m)
{
    const std::size_t n = m.size();
    Matrix inv(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) {
        inv[i][i] = 1.0;
    }
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < n; ++row) {
            if (std::abs(m[row][col]) > std::abs(m[pivot][col])) {
                pivot = row;
            }
        }
        std::swap(m[col], m[pivot]);
        std::swap(inv[col], inv[pivot]);
        const double scale = m[col][col];
        for (std::size_t k = 0; k < n; ++k) {
            m[col][k] /= scale;
            inv[col][k] /= scale;
        }
        for (std::size_t row = 0; row < n; ++row) {
            if (row != col && m[row][col] != 0.0) {
                const double factor = m[row][col];
                for (std::size_t k = 0; k < n; ++k) {
                    m[row][k] -= factor * m[col][k];
                    inv[row][k] -= factor * inv[col][k];
                }
            }
        }
    }
    return inv;
}

} // namespace

std::vector<Rating> fitRatings(int players, const std::vector<PairResult>& results)
{
    const double c = std::log(10.0) / 400.0;
    const auto n = static_cast<std::size_t>(players - 1); // player 0 is fixed
    std::vector<double> elo(static_cast<std::size_t>(players), 0.0);
    Matrix information(n, std::vector<double>(n, 0.0));
    for (int iteration = 0; iteration < 100; ++iteration) {
        std::vector<double> gradient(n, 0.0);
        information.assign(n, std::vector<double>(n, 0.0));
        for (const PairResult& pair : results) {
            const double games = pair.games + 1.0;
            const double aWins = pair.aWins + 0.5;
            const double diff =
                elo[static_cast<std::size_t>(pair.a)] - elo[static_cast<std::size_t>(pair.b)];
            const double p = 1.0 / (1.0 + std::exp(-c * diff));
            const double g = c * (aWins - games * p);
            const double h = c * c * games * p * (1.0 - p);
            const int a = pair.a - 1;
            const int b = pair.b - 1;
            if (a >= 0) {
                gradient[static_cast<std::size_t>(a)] += g;
                information[static_cast<std::size_t>(a)][static_cast<std::size_t>(a)] += h;
            }
            if (b >= 0) {
                gradient[static_cast<std::size_t>(b)] -= g;
                information[static_cast<std::size_t>(b)][static_cast<std::size_t>(b)] += h;
            }
            if (a >= 0 && b >= 0) {
                information[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] -= h;
                information[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] -= h;
            }
        }
        const Matrix inv = inverse(information);
        double largest = 0;
        for (std::size_t i = 0; i < n; ++i) {
            double step = 0;
            for (std::size_t k = 0; k < n; ++k) {
                step += inv[i][k] * gradient[k];
            }
            // The likelihood is concave; the clamp only keeps a far start from overshooting.
            step = std::clamp(step, -400.0, 400.0);
            elo[i + 1] += step;
            largest = std::max(largest, std::abs(step));
        }
        if (largest < 1e-6) {
            break;
        }
    }
    const Matrix covariance = inverse(information);
    std::vector<Rating> ratings(static_cast<std::size_t>(players));
    for (std::size_t i = 1; i < ratings.size(); ++i) {
        const double half = 1.96 * std::sqrt(covariance[i - 1][i - 1]);
        ratings[i] = {elo[i], elo[i] - half, elo[i] + half};
    }
    return ratings;
}

} // namespace jump61
