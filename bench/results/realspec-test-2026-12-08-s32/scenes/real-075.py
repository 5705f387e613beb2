from manim import *

class InputOutput(Scene):
    def construct(self):
        input_text = Text("Input", font_size=40).move_to(LEFT * 4 + UP * 2)
        output_text = Text("Output", font_size=40).move_to(RIGHT * 4 + UP * 2)
        f_box = SurroundingRectangle(input_text, color=YELLOW, buff=0.15)
        input_to_f = Arrow(input_text.get_right(), f_box.get_left(), buff=0.15)
        f_to_output = Arrow(f_box.get_bottom(), output_text.get_top(), buff=0.15)
        self.play(Write(input_text), Write(output_text))
        self.play(Create(f_box))
        self.play(FadeIn(input_to_f), GrowArrow(f_to_output))
        self.wait()
        self.play(Write(Text("f").move_to(ORIGIN), run_time=1))