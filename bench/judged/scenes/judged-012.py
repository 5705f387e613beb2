from manim import *

class SpeechBubbleWithTriangle(Scene):
    def construct(self):
        speech_bubble = Annulus(
            inner_radius=0.2,
            outer_radius=0.3,
            fill_color=WHITE,
            fill_opacity=0.5,
            stroke_width=1,
            stroke_color=BLACK
        )
        arrow = Triangle(color=GREEN, stroke_width=1, stroke_color=GREEN)
        triangle_tip = arrow.get_top()

        right_side = Group(speech_bubble, triangle_tip).arrange(RIGHT, buff=0.5)
        text = Text("Hi there!", font_size=48, color=BLACK).move_to(right_side)

        right_side.add(text)
        self.play(Create(right_side), run_time=2)