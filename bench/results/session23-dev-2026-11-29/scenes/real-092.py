from manim import *


class ScoreLabel(Scene):
    def construct(self):
        score_label = Text("Score:").next_to(LEFT, buff=1.5)
        score_label.to_edge(LEFT)
        score_number = DecimalNumber(0, num_decimal_places=1, font_size=80)
        score_number.add_updater(lambda m: m.set_value(50))
        self.add(score_label, score_number)
        self.play(score_number.animate.set_value(50), run_time=3, rate_func=linear)
        self.wait()
